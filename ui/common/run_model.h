#pragma once
// RunModel: what the views show of a run, built from its events — live from the runner or
// replayed from a run folder — so the arena, the results and the charts read one model.
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/round_outcome.h"

namespace nashlab::engine {
struct SessionSpec;
}

namespace nashlab::ui {

enum class SeatStatus { Idle, Thinking, Answered, Retrying, FellBack, Waiting, Failed, Done, Error };

struct SeatView {
    QString name;
    QString kind;    ///< "bot", "llm", "human"
    QString detail;  ///< strategy with options, or provider/model
    SeatStatus status = SeatStatus::Idle;
    int attempt = 0;
    int invalid = 0;
    engine::Json lastAction;
    // The latest decision of the live session (the enlarged panel shows them); cleared when the
    // next session starts so a long batch does not keep every prompt.
    QString liveText;       ///< the answer streaming in for the request in flight
    QString lastPrompt;     ///< the messages of the latest decision, as read by the seat
    QString lastReply;      ///< its raw reply
    QString lastReasoning;  ///< chain of thought or provider reasoning
    QString lastReason;     ///< why it was rejected or fell back
    int lastRound = 0;      ///< the round of the latest decision
};

struct SessionView {
    QString id;
    QString game;  ///< the game id, from session_started
    int repetition = 0;
    int plannedRounds = 0;
    bool roundsAreALimit = false;  ///< the game ends on its own: plannedRounds is only a cap
    std::vector<SeatView> seats;
    std::vector<engine::RoundOutcome> rounds;
    std::optional<engine::Json> finished;
    std::optional<engine::Json> aborted;
};

class RunModel final : public QObject {
    Q_OBJECT

public:
    explicit RunModel(QObject* parent = nullptr);

    void clear();
    void addEvent(const engine::Json& event);
    /// A round_completed event already read into a round (a batch reads it off the GUI thread).
    void addRound(const QString& session, engine::RoundOutcome&& outcome);
    /// Live status the record does not carry (a human seat waiting, a model thinking).
    void setStatus(int seat, SeatStatus status);
    /// A request goes out to `seat`: thinking (attempt 1) or retrying; its streamed text restarts.
    void setAsked(int seat, int attempt);
    /// Text of the answer in flight, as it streams in.
    void appendText(int seat, const QString& text);
    /// Presentation: "Seat A", "Seat B", … instead of the seats' names (models, strategies).
    void setAnonymous(bool on);
    bool anonymous() const { return m_anonymous; }
    /// The name to show for seat `index` of `session` (anonymised when that is on).
    QString seatName(const SessionView& session, int index) const;
    static QString anonymousName(int index);
    /// What a session will look like before its first event (its seats, no rounds): the window
    /// builds its panels and charts from it while a batch's worker starts.
    static SessionView plannedView(const engine::SessionSpec& spec);

    const std::vector<SessionView>& sessions() const { return m_sessions; }
    /// The session started last (the one the arena shows); null before any.
    const SessionView* current() const { return m_sessions.empty() ? nullptr : &m_sessions.back(); }
    int seatCount() const;

    /// The numeric value a chart plots for an action: a number, or the only numeric field of an object.
    static std::optional<double> numericAction(const engine::Json& action);

signals:
    void sessionStarted(int index);
    void seatChanged(int seat);
    void roundCompleted(int round);
    void sessionEnded(int index);
    void cleared();
    void namesChanged();

private:
    std::vector<SessionView> m_sessions;
    bool m_anonymous = false;
};

QString statusText(SeatStatus status, int attempt);
/// A short human form of an action: 42, "cooperate", or compact JSON.
QString actionText(const engine::Json& action);
QString numberText(double value);

}  // namespace nashlab::ui
