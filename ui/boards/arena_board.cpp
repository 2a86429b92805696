#include "ui/boards/arena_board.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/boards/board_view.h"
#include "ui/boards/card_table.h"
#include "ui/boards/card_table_view.h"
#include "ui/boards/hanabi_table_view.h"
#include "ui/boards/talk_feed.h"
#include "ui/common/presentation.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {

ArenaBoard::ArenaBoard(RunModel& model, QWidget* parent) : QWidget(parent), m_model(model) {
    setObjectName(QStringLiteral("arenaBoard"));
    auto* layout = new QVBoxLayout(this);
    m_prompt = new QLabel(this);
    m_prompt->setObjectName(QStringLiteral("boardPrompt"));
    QFont f = m_prompt->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_prompt->setFont(f);
    m_prompt->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("boardStatus"));
    m_view = new BoardView(this);
    m_table = new CardTableView(this);
    m_table->hide();
    m_talk = new TalkFeed(this);
    m_talk->hide();
    m_hanabi = new HanabiTableView(this);
    m_hanabi->hide();
    // The audience sees the players' cards only when the instructor says so (or at the showdown).
    m_reveal = new QCheckBox(tr("Show every player's cards to the audience"), this);
    m_reveal->setObjectName(QStringLiteral("revealCards"));
    m_reveal->hide();
    connect(m_reveal, &QCheckBox::toggled, m_table, &CardTableView::setRevealAll);
    connect(m_reveal, &QCheckBox::toggled, this, [this](bool on) {
        m_talk->setRevealAll(on);
        refresh();
    });
    layout->addWidget(m_prompt);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_talk, 1);
    layout->addWidget(m_hanabi, 1);
    layout->addWidget(m_reveal);
    connect(m_view, &BoardView::cellClicked, this, [this](int row, int col) {
        if (m_seat < 0 || !m_view->position()) return;
        const int seat = m_seat;
        const engine::Json action = m_view->position()->actionFor(row, col);
        clearHuman();
        emit answered(seat, action);
    });
    connect(&m_model, &RunModel::sessionStarted, this, &ArenaBoard::refresh);
    connect(&m_model, &RunModel::roundCompleted, this, &ArenaBoard::refresh);
    connect(&m_model, &RunModel::sessionEnded, this, &ArenaBoard::refresh);
    connect(&m_model, &RunModel::namesChanged, this, &ArenaBoard::refresh);
    connect(&m_model, &RunModel::cleared, this, [this] {
        clearHuman();
        m_table->setOwnSeat(-1);
        m_hanabi->setOwnSeat(-1);
        refresh();
    });
    refresh();
}

bool ArenaBoard::showsBoard() const {
    const auto* s = m_model.current();
    return s && (BoardPosition::isBoardGame(s->game) || CardTable::isCardGame(s->game) ||
                 TalkFeed::isTalkGame(s->game) || HanabiTable::isHanabi(s->game));
}

bool ArenaBoard::takesClicks() const {
    const auto* s = m_model.current();
    return s && BoardPosition::isBoardGame(s->game);
}

double ArenaBoard::heightShare() const {
    const auto* s = m_model.current();
    return s && TalkFeed::isTalkGame(s->game) ? 0.45 : 0.6;
}

void ArenaBoard::setOwnSeat(int seat) {
    m_table->setOwnSeat(seat);
    m_hanabi->setOwnSeat(seat);
}

QString ArenaBoard::promptText() const { return m_prompt->text(); }

void ArenaBoard::askHuman(int seat, const QString& seatName, const QString& feedback) {
    m_seat = seat;
    refresh();  // the position the person answers is the one after the last round
    const bool byColumn = m_view->position() && m_view->position()->byColumn();
    QString text = byColumn ? tr("Your move, %1 (%2): click a column that is not full")
                            : tr("Your move, %1 (%2): click a free cell");
    m_prompt->setText(text.arg(seatName, seat == 0 ? QStringLiteral("X") : QStringLiteral("O")));
    if (!feedback.isEmpty()) m_status->setText(tr("Not accepted: %1").arg(feedback));
    m_view->setInteractive(true);
}

void ArenaBoard::clearHuman() {
    m_seat = -1;
    m_view->setInteractive(false);
    m_prompt->clear();
}

void ArenaBoard::showAfter(int rounds) {
    m_shownRounds = rounds;
    refresh();
}

void ArenaBoard::refresh() {
    const auto* s = m_model.current();
    const bool live = m_shownRounds < 0 || (s && m_shownRounds >= static_cast<int>(s->rounds.size()));
    const bool cards = s && CardTable::isCardGame(s->game);
    const bool talk = s && TalkFeed::isTalkGame(s->game);
    const bool hanabi = s && HanabiTable::isHanabi(s->game);
    m_view->setVisible(!cards && !talk && !hanabi);
    m_hanabi->setVisible(hanabi);
    m_table->setVisible(cards);
    m_talk->setVisible(talk);
    m_reveal->setVisible(cards || talk);
    m_reveal->setText(!talk ? tr("Show every player's cards to the audience")
                      : presentationOf(s->game).talk == engine::Presentation::TalkKind::Offers
                          ? tr("Show both players' values to the audience")
                          : tr("Show every player's word to the audience"));
    if (hanabi) {
        QStringList names;
        for (int seat = 0; seat < static_cast<int>(s->seats.size()); ++seat) names << m_model.seatName(*s, seat);
        m_hanabi->setNames(names);
        m_hanabi->setTable(HanabiTable::fromSession(*s, live ? -1 : m_shownRounds));
        m_status->setText(m_hanabi->lastMoveText());
        return;
    }
    if (talk) {
        QStringList names;
        for (int seat = 0; seat < static_cast<int>(s->seats.size()); ++seat) names << m_model.seatName(*s, seat);
        m_talk->showSession(*s, live ? -1 : m_shownRounds, names);
        m_status->clear();
        return;
    }
    if (cards) {
        refreshTable(*s, live);
        return;
    }
    m_view->setPosition(!s     ? std::nullopt
                        : live ? BoardPosition::fromSession(*s)
                               : BoardPosition::afterRounds(*s, m_shownRounds));
    if (m_seat >= 0) m_view->setInteractive(live);  // a move is made on the live board only
    if (!s || !m_view->position()) {
        m_status->clear();
        return;
    }
    const BoardPosition& pos = *m_view->position();
    auto name = [&](int seat) {
        return seat < static_cast<int>(s->seats.size()) ? m_model.seatName(*s, seat) : QString::number(seat + 1);
    };
    // Who is who, and how the game stands, in words (the board says it in marks).
    QString status = tr("X: %1 · O: %2").arg(name(0), name(1));
    if (pos.over)
        status += QStringLiteral(" — ") + (pos.winner >= 0 ? tr("%1 wins").arg(name(pos.winner)) : tr("a draw"));
    else if (!s->rounds.empty())
        status +=
            QStringLiteral(" — ") + tr("move %1").arg((live ? static_cast<int>(s->rounds.size()) : m_shownRounds) + 1);
    m_status->setText(status);
}

void ArenaBoard::refreshTable(const SessionView& s, bool live) {
    m_table->setTable(CardTable::fromSession(s, live ? -1 : m_shownRounds));
    QStringList names;
    for (int seat = 0; seat < static_cast<int>(s.seats.size()); ++seat) names << m_model.seatName(s, seat);
    m_table->setNames(names);
    const CardTable& t = *m_table->table();
    QString status;
    if (t.over)
        status =
            t.winner >= 0 && t.winner < names.size() ? tr("%1 wins the pot").arg(names[t.winner]) : tr("Split pot");
    else if (s.rounds.empty())
        status = tr("The blinds are in; the cards are dealt");
    else
        status = tr("Action %1").arg((live ? static_cast<int>(s.rounds.size()) : m_shownRounds) + 1);
    m_status->setText(status);
}

}  // namespace nashlab::ui
