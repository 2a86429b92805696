#include "engine/tournament/tournament_game.h"

#include <filesystem>

#include "engine/record/events.h"

namespace nashlab::engine {

namespace fs = std::filesystem;

Result<std::unique_ptr<TournamentGame>> TournamentGame::open(const std::string& folder, const ExperimentSpec& spec,
                                                             const Game& game, SeatFactory factory,
                                                             const PromptBuilder& prompts) {
    std::unique_ptr<TournamentGame> g(new TournamentGame());
    g->m_conceded.assign(spec.seats.size(), 0);  // a seat per entry: tournament seats have no count
    std::error_code ec;
    const bool exists = fs::exists(fs::path(folder) / "spec.json", ec);
    RunLock lock;  // taken before a resumed game's record is cut back, kept by its writer
    if (!exists) {
        fs::create_directories(folder, ec);
        if (ec) return Error::make("io", "cannot create the game folder '" + folder + "': " + ec.message());
        if (auto s = writeJsonFileAtomic(folder + "/spec.json", spec.toJson()); !s) return s.error();
    } else {
        auto taken = RunLock::acquire(folder);
        if (!taken) return taken.error();
        lock = std::move(taken.value());
        if (auto s = truncateToCompletedRounds(folder); !s) return s.error();
        auto record = readRun(folder);
        if (!record) return record.error();
        g->m_record = std::make_unique<RunRecord>(std::move(record.value()));
        const SessionRecord* played = g->m_record->sessions.empty() ? nullptr : &g->m_record->sessions.front();
        if (played && played->isFinished()) {
            for (const auto& d : played->decisions) g->countConcession(d);
            g->m_finished = *played->finished;
            return g;  // nothing left to play
        }
    }
    auto writer = RunWriter::append(folder, std::move(lock));
    if (!writer) return writer.error();
    g->m_writer = std::move(writer.value());
    g->m_runner = std::make_unique<ExperimentRunner>(game, spec, std::move(factory), *g->m_writer, prompts, 1);
    if (g->m_record)
        if (auto s = g->m_runner->resumeFrom(*g->m_record); !s) return s.error();
    return g;
}

TournamentGame::~TournamentGame() = default;

void TournamentGame::countConcession(const Json& decision) {
    // Only the fallback's decision event says why the game ended: the session's scores are the game's.
    if (decision.value("fallback", "") != "lose_game") return;
    const int seat = decision.value("seat", -1);
    if (seat >= 0 && seat < static_cast<int>(m_conceded.size())) ++m_conceded[static_cast<std::size_t>(seat)];
}

void TournamentGame::start(Done done) {
    if (!m_runner) {  // read back finished
        done(GameOutcome{true, m_finished, m_conceded, {}});
        return;
    }
    m_runner->setOnEvent([this](const Json& e) {
        const std::optional<EventType> type = eventTypeOf(e);
        if (type == EventType::SessionFinished) m_finished = e;
        if (type == EventType::Decision) countConcession(e);
    });
    m_runner->setOnDone([this, done = std::move(done)](const ExperimentOutcome& outcome) {
        GameOutcome o;
        o.finished = !m_finished.is_null();
        o.finishedEvent = m_finished;
        o.lostByIllegalMove = m_conceded;
        if (!o.finished) o.error = outcome.errors.empty() ? "the game did not finish" : outcome.errors.front();
        m_writer->flush();  // a game of bots leaves its lines to the writer's batches: on disk before it counts
        if (!m_writer->writeError().empty()) {
            o.finished = false;
            o.error = m_writer->writeError();
            o.diskFailure = true;
        }
        done(o);
    });
    m_runner->start();
}

void TournamentGame::stop() {
    if (m_runner) m_runner->stop();
}

}  // namespace nashlab::engine
