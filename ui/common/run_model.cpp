#include "ui/common/run_model.h"

#include "engine/game/game_registry.h"
#include "engine/record/events.h"
#include "engine/session/session_spec.h"

#include <QCoreApplication>

#include "ui/common/phrase_text.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString q(const std::string& s) { return QString::fromStdString(s); }

SeatView seatFromSpec(const Json& s) {
    SeatView v;
    v.name = q(s.value("name", ""));
    v.kind = q(s.value("type", ""));
    if (v.kind == QLatin1String("bot")) {
        v.detail = q(s.value("strategy", ""));
        // Options in words: "random (withdraw prob 0.3)", never the spec's JSON.
        const Json options = s.value("options", Json::object());
        if (options.is_object() && !options.empty()) {
            QStringList parts;
            for (const auto& [key, value] : options.items())
                parts << QStringLiteral("%1 %2").arg(q(engine::HumanView::humanKey(key)).toLower(),
                                                     phraseText(engine::HumanView::genericValue(key, value), {}));
            v.detail += QStringLiteral(" (%1)").arg(parts.join(QStringLiteral(", ")));
        }
    } else if (v.kind == QLatin1String("llm")) {
        v.detail = q(s.value("provider", "")) + QLatin1Char('/') + q(s.value("model", ""));
    } else {
        v.detail = QCoreApplication::translate("RunModel", "a person");
    }
    return v;
}

// A session as its session_started (or session_resumed) event describes it, before its rounds.
SessionView viewOfStart(const Json& event) {
    SessionView s;
    s.id = q(event.value("session", ""));
    s.game = q(event.value("game", ""));
    s.repetition = event.value("repetition", 0);
    s.plannedRounds = event.value("setup", Json::object()).value("rounds", 0);
    if (const engine::Game* game = engine::GameRegistry::builtin().find(s.game.toStdString()))
        s.roundsAreALimit = game->roundsAreALimit();
    for (const auto& seat : event.value("seats", Json::array())) s.seats.push_back(seatFromSpec(seat));
    return s;
}

}  // namespace

RunModel::RunModel(QObject* parent) : QObject(parent) {}

void RunModel::clear() {
    m_sessions.clear();
    emit cleared();
}

int RunModel::seatCount() const { return current() ? static_cast<int>(current()->seats.size()) : 0; }

void RunModel::addEvent(const Json& event) {
    using engine::EventType;
    const std::optional<EventType> type = engine::eventTypeOf(event);
    const QString id = q(event.value("session", ""));
    if (type == EventType::SessionStarted || type == EventType::SessionResumed) {
        if (!m_sessions.empty())
            for (auto& v : m_sessions.back().seats)
                v.liveText = v.lastPrompt = v.lastReply = v.lastReasoning = QString();
        m_sessions.push_back(viewOfStart(event));
        emit sessionStarted(static_cast<int>(m_sessions.size()) - 1);
        return;
    }
    if (m_sessions.empty() || m_sessions.back().id != id) return;  // events of a session we never saw start
    SessionView& s = m_sessions.back();
    if (type == EventType::Decision) {
        const int seat = event.value("seat", -1);
        if (seat < 0 || seat >= static_cast<int>(s.seats.size())) return;
        SeatView& v = s.seats[static_cast<std::size_t>(seat)];
        v.attempt = event.value("attempt", 1);
        v.lastRound = event.value("round", 0);
        v.lastReason = q(event.value("reason", ""));
        const bool valid = event.value("valid", false);
        if (event.value("source", "") != "fallback") {
            QString prompt;
            for (const auto& m : event.value("messages", Json::array()))
                prompt += QStringLiteral("── %1 ──\n%2\n\n").arg(q(m.value("role", "")), q(m.value("content", "")));
            v.lastPrompt = prompt.trimmed();
            v.lastReply = q(event.value("raw", ""));
            v.lastReasoning = q(event.value("reasoning", ""));
            v.liveText.clear();
        }
        if (event.contains("error")) {
            v.status = SeatStatus::Error;
            v.lastReason = q(event.value("error", ""));
        } else if (event.value("source", "") == "fallback") {
            v.status = SeatStatus::FellBack;
            v.lastAction = event.value("action", Json());
        } else if (valid) {
            v.status = SeatStatus::Answered;
            v.lastAction = event.value("action", Json());
        } else {
            ++v.invalid;
            v.status = SeatStatus::Retrying;
        }
        emit seatChanged(seat);
    } else if (type == EventType::RoundCompleted) {
        if (auto outcome = engine::RoundOutcome::fromJson(event)) addRound(id, std::move(outcome.value()));
    } else if (type == EventType::SessionFinished || type == EventType::SessionAborted) {
        const bool finished = type == EventType::SessionFinished;
        if (finished)
            s.finished = event;
        else
            s.aborted = event;
        for (auto& v : s.seats)
            if (v.status != SeatStatus::Error)  // the seat that failed keeps saying so
                v.status = finished ? SeatStatus::Done : SeatStatus::Failed;
        emit sessionEnded(static_cast<int>(m_sessions.size()) - 1);
    }
}

void RunModel::setStatus(int seat, SeatStatus status) {
    if (m_sessions.empty() || seat < 0 || seat >= static_cast<int>(m_sessions.back().seats.size())) return;
    m_sessions.back().seats[static_cast<std::size_t>(seat)].status = status;
    emit seatChanged(seat);
}

void RunModel::setAsked(int seat, int attempt) {
    if (m_sessions.empty() || seat < 0 || seat >= static_cast<int>(m_sessions.back().seats.size())) return;
    SeatView& v = m_sessions.back().seats[static_cast<std::size_t>(seat)];
    v.status = attempt > 1 ? SeatStatus::Retrying : SeatStatus::Thinking;
    v.attempt = attempt;
    v.liveText.clear();
    emit seatChanged(seat);
}

void RunModel::appendText(int seat, const QString& text) {
    if (m_sessions.empty() || seat < 0 || seat >= static_cast<int>(m_sessions.back().seats.size())) return;
    m_sessions.back().seats[static_cast<std::size_t>(seat)].liveText += text;
    emit seatChanged(seat);
}

void RunModel::setAnonymous(bool on) {
    if (m_anonymous == on) return;
    m_anonymous = on;
    emit namesChanged();
}

QString RunModel::anonymousName(int index) {
    // A…Z, then numbers: more than 26 seats do not fit a projector anyway.
    const QString tag = index < 26 ? QString(QChar(u'A' + index)) : QString::number(index + 1);
    return QCoreApplication::translate("RunModel", "Seat %1").arg(tag);
}

SessionView RunModel::plannedView(const engine::SessionSpec& spec) {
    // The parts of its session_started event a view reads, read the same way.
    Json seats = Json::array();
    for (const auto& seat : *spec.seats) seats.push_back(seat.toJson());
    return viewOfStart({{"session", spec.id},
                        {"game", spec.game},
                        {"repetition", spec.repetition},
                        {"setup", {{"rounds", spec.setup.rounds}}},
                        {"seats", std::move(seats)}});
}

QString RunModel::seatName(const SessionView& session, int index) const {
    if (m_anonymous) return anonymousName(index);
    return index >= 0 && index < static_cast<int>(session.seats.size())
               ? session.seats[static_cast<std::size_t>(index)].name
               : QString::number(index + 1);
}

std::optional<double> RunModel::numericAction(const Json& action) {
    if (action.is_number()) return action.get<double>();
    if (action.is_object()) {
        std::optional<double> found;
        for (const auto& [key, value] : action.items()) {
            if (!value.is_number()) continue;
            if (found) return std::nullopt;  // several numbers: no single value to plot
            found = value.get<double>();
        }
        return found;
    }
    return std::nullopt;
}

void RunModel::addRound(const QString& session, engine::RoundOutcome&& outcome) {
    if (m_sessions.empty() || m_sessions.back().id != session) return;  // a session we never saw start
    SessionView& s = m_sessions.back();
    for (std::size_t i = 0; i < s.seats.size() && i < outcome.actions.size(); ++i) {
        SeatView& v = s.seats[i];
        v.lastAction = outcome.actions[i];
        // A fast batch leaves out bots' plain answers: the round is their decision.
        if (v.lastRound < outcome.round && !outcome.actions[i].is_null()) {
            v.lastRound = outcome.round;
            v.attempt = 1;
            v.status = SeatStatus::Answered;
        }
    }
    s.rounds.push_back(std::move(outcome));
    emit roundCompleted(s.rounds.back().round);
}

QString statusText(SeatStatus status, int attempt) {
    switch (status) {
    case SeatStatus::Idle: return QCoreApplication::translate("RunModel", "○ idle");
    case SeatStatus::Thinking: return QCoreApplication::translate("RunModel", "… thinking");
    case SeatStatus::Answered: return QCoreApplication::translate("RunModel", "✓ answered");
    case SeatStatus::Retrying: return QCoreApplication::translate("RunModel", "↻ retrying (%1)").arg(attempt);
    case SeatStatus::FellBack: return QCoreApplication::translate("RunModel", "⚠ fell back");
    case SeatStatus::Waiting: return QCoreApplication::translate("RunModel", "» your turn");
    case SeatStatus::Failed: return QCoreApplication::translate("RunModel", "■ stopped");
    case SeatStatus::Done: return QCoreApplication::translate("RunModel", "✓ finished");
    case SeatStatus::Error: return QCoreApplication::translate("RunModel", "✗ failed");
    }
    return {};
}

QString numberText(double value) { return q(engine::formatNumber(value, 2)); }

QString actionText(const Json& action) {
    if (action.is_null()) return QStringLiteral("—");
    if (action.is_number()) return numberText(action.get<double>());
    if (action.is_string()) return q(action.get<std::string>());
    if (action.is_object() && action.size() == 1) return actionText(action.begin().value());
    return q(action.dump());
}

}  // namespace nashlab::ui
