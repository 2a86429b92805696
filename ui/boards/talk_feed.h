#pragma once
// TalkFeed: the Arena's view of the talk games, in place of the charts. Undercover: each round's
// clues in the order given, then its vote as who voted for whom, the tally and who went out, and
// at the end the words and the undercover. Bargain: the offer table (turn, player, what they keep,
// its value to each side, the message) under each side's values. What is secret (the words, the
// values) shows only when the game is over or the instructor turns it up for the audience.
#include <QTextBrowser>

#include "ui/common/run_model.h"

namespace nashlab::ui {

class TalkFeed final : public QTextBrowser {
    Q_OBJECT

public:
    explicit TalkFeed(QWidget* parent = nullptr);

    static bool isTalkGame(const QString& game);
    /// Shows `session` after its first `rounds` rounds (−1: all), seats named by `names`.
    void showSession(const SessionView& session, int rounds, const QStringList& names);
    /// The audience sees the secrets (the owner shows the session again to apply it).
    void setRevealAll(bool on) { m_revealAll = on; }
    bool revealsAll() const { return m_revealAll; }

private:
    QString undercoverHtml(const SessionView& s, std::size_t rounds) const;
    QString bargainHtml(const SessionView& s, std::size_t rounds) const;
    QString name(int seat) const;

    QStringList m_names;
    bool m_revealAll = false;
};

}  // namespace nashlab::ui
