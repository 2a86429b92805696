#include "engine/tournament/tournament_runner.h"

#include <algorithm>
#include <thread>

namespace nashlab::engine {

TournamentRunner::TournamentRunner(TournamentSpec spec, const GameRegistry& registry, SeatFactory factory,
                                   EventSink& sink, std::string dir, int jobs)
    : m_spec(std::move(spec)),
      m_registry(registry),
      m_factory(std::move(factory)),
      m_sink(sink),
      m_dir(std::move(dir)),
      m_jobs(std::max(1, jobs)),
      m_standings(static_cast<int>(m_spec.entrants.size()), static_cast<int>(m_spec.environments.size())) {}

TournamentRunner::~TournamentRunner() = default;

void TournamentRunner::resumeFrom(const TournamentRecord& record) {
    std::set<int> finished;
    for (const auto& r : record.results) {
        m_standings.apply(r);
        finished.insert(r.index);
    }
    std::set<int> queued;
    for (const auto& a : record.started) {
        m_next = std::max(m_next, a.index + 1);
        if (!finished.count(a.index) && queued.insert(a.index).second) m_resumeQueue.push_back(a);
    }
    std::sort(m_resumeQueue.begin(), m_resumeQueue.end(),
              [](const GameAssignment& x, const GameAssignment& y) { return x.index < y.index; });
}

std::optional<GameAssignment> TournamentRunner::takeNext() {
    if (m_stopRequested) return std::nullopt;
    if (!m_resumeQueue.empty()) {
        const GameAssignment a = m_resumeQueue.front();
        m_resumeQueue.erase(m_resumeQueue.begin());
        return a;
    }
    if (m_next >= plannedGames(m_spec)) return std::nullopt;
    if (m_spec.sigmaBelow > 0 && m_standings.allSigmaBelow(m_spec.sigmaBelow, m_spec.soloEnvironments()))
        return std::nullopt;
    const GameAssignment a = assignGame(m_spec, m_next++, m_standings);
    m_sink.write(gameStartedEvent(m_spec, a));  // durable: a resume knows the pairing of a game in flight
    return a;
}

std::unique_ptr<TournamentGame> TournamentRunner::openGame(const GameAssignment& a, const PromptBuilder& prompts,
                                                           GameOutcome* failed) {
    const std::string name = gameFolderName(a.index);
    auto spec = gameExperiment(m_spec, m_registry, a.environment, a.first, a.second, gameSeed(m_spec, a.index),
                               name.substr(name.find('/') + 1));
    if (!spec) {
        failed->error = spec.error().message;
        return nullptr;
    }
    const Game* game = m_registry.find(spec->game);
    auto opened = TournamentGame::open(m_dir + "/" + name, spec.value(), *game, m_factory, prompts);
    if (!opened) {
        failed->error = opened.error().message;
        failed->diskFailure = opened.error().code == "io";
        return nullptr;
    }
    return std::move(opened.value());
}

void TournamentRunner::record(const GameAssignment& a, const GameOutcome& outcome) {
    if (!outcome.finished) {
        m_sink.write(gameAbortedEvent(a.index, outcome.error));
        ++m_outcome.aborted;
        m_outcome.diskFailure = m_outcome.diskFailure || outcome.diskFailure;
        m_outcome.errors.push_back(gameFolderName(a.index) + ": " + outcome.error);
        // A game that cannot finish (a provider down, a seat that aborts) would fail the same way
        // in every game after it: no new game starts; a resume tries it again.
        m_stopRequested = true;
        return;
    }
    const GameResult r = resultFrom(m_spec, a, outcome.finishedEvent);
    m_sink.write(gameFinishedEvent(m_spec, r, outcome.finishedEvent, outcome.lostByIllegalMove));
    m_standings.apply(r);
    ++m_outcome.finished;
    if (m_onResult) m_onResult(r, m_standings);
}

void TournamentRunner::start() {
    if (m_spec.allBots())
        runThreads();
    else
        pump();
}

void TournamentRunner::runThreads() {
    const auto work = [this] {
        const PromptBuilder prompts;  // one per thread: its template cache is not shared
        for (;;) {
            std::optional<GameAssignment> a;
            {
                std::lock_guard lock(m_mutex);
                a = takeNext();
            }
            if (!a) return;
            GameOutcome outcome;
            auto game = openGame(*a, prompts, &outcome);
            if (game) game->start([&outcome](const GameOutcome& o) { outcome = o; });  // bots: ends inside start()
            std::lock_guard lock(m_mutex);
            record(*a, outcome);
        }
    };
    if (m_jobs == 1) {
        work();
    } else {
        std::vector<std::thread> threads;
        for (int i = 0; i < m_jobs; ++i) threads.emplace_back(work);
        for (auto& t : threads) t.join();
    }
    finish();
}

void TournamentRunner::pump() {
    if (m_pumping) {
        m_pumpAgain = true;
        return;
    }
    m_pumping = true;
    // The outermost pump: every game in m_ended has returned from its callback (a game adds itself
    // only after its own call of pump() returns).
    m_ended.clear();
    do {
        m_pumpAgain = false;
        while (static_cast<int>(m_live.size()) < m_jobs) {
            std::optional<GameAssignment> a;
            {
                std::lock_guard lock(m_mutex);
                a = takeNext();
            }
            if (!a) break;
            launch(*a);
        }
    } while (m_pumpAgain);
    m_pumping = false;
    if (m_live.empty()) finish();
}

void TournamentRunner::launch(const GameAssignment& a) {
    GameOutcome failed;
    failed.lostByIllegalMove = {0, 0};
    auto game = openGame(a, m_prompts, &failed);
    if (!game) {
        std::lock_guard lock(m_mutex);
        record(a, failed);
        return;
    }
    TournamentGame* raw = game.get();
    m_live[a.index] = std::move(game);
    raw->start([this, a](const GameOutcome& outcome) {
        {
            std::lock_guard lock(m_mutex);
            record(a, outcome);
        }
        // Kept alive until a later callback: this one is still on its stack.
        std::unique_ptr<TournamentGame> self;
        if (auto it = m_live.find(a.index); it != m_live.end()) {
            self = std::move(it->second);
            m_live.erase(it);
        }
        pump();
        if (self) m_ended.push_back(std::move(self));
    });
}

void TournamentRunner::finish() {
    if (m_done) return;
    m_done = true;
    if (m_onDone) m_onDone();
}

}  // namespace nashlab::engine
