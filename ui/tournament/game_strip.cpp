#include "ui/tournament/game_strip.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "engine/record/run_reader.h"
#include "engine/tournament/tournament_record.h"
#include "ui/boards/board_view.h"
#include "ui/boards/card_table_view.h"
#include "ui/boards/hanabi_table_view.h"
#include "ui/common/run_model.h"
#include "ui/tournament/replay_into_model.h"

namespace nashlab::ui {

GameStrip::GameStrip(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gameStrip"));
    m_row = new QHBoxLayout(this);
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->addStretch(1);
    m_reload.setSingleShot(true);
    m_reload.setInterval(250);
    connect(&m_reload, &QTimer::timeout, this, &GameStrip::refreshNow);
}

void GameStrip::clear(const QString& tournamentDir) {
    m_dir = tournamentDir;
    for (auto& s : m_slots) delete s.box;
    m_slots.clear();
}

QString GameStrip::gameDir(int index) const {
    return m_dir + QLatin1Char('/') + QString::fromStdString(engine::gameFolderName(index));
}

void GameStrip::gameStarted(int index, const QString& game, const QString& label) {
    Slot slot;
    slot.index = index;
    slot.game = game;
    slot.box = new QWidget(this);
    // The boxes share the strip's width and never widen it (a 1024-pixel window holds six).
    slot.box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* v = new QVBoxLayout(slot.box);
    v->setContentsMargins(2, 2, 2, 2);
    auto* text = new QLabel(tr("Game %1").arg(index + 1) + QLatin1Char('\n') + label, slot.box);
    text->setAlignment(Qt::AlignCenter);
    text->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    if (BoardPosition::empty(game)) {
        slot.board = new BoardView(slot.box);
        slot.board->setCompact(true);
        slot.board->setObjectName(QStringLiteral("gameBoard_%1").arg(index));
        slot.board->setPosition(BoardPosition::empty(game));
        slot.board->setToolTip(tr("Game %1: click to open it").arg(index + 1));
        connect(slot.board, &BoardView::activated, this, [this, index] { emit openGame(gameDir(index)); });
        v->addWidget(slot.board, 1);
    } else {
        slot.card = new QToolButton(slot.box);
        slot.card->setObjectName(QStringLiteral("gameCard_%1").arg(index));
        slot.card->setAutoRaise(true);
        slot.card->setToolButtonStyle(Qt::ToolButtonTextOnly);
        // Its content never widens the strip: six boxes fit a 1024-pixel window beside the library.
        slot.card->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
        slot.card->setText(tr("playing…"));
        slot.card->setToolTip(tr("Game %1: click to open it").arg(index + 1));
        connect(slot.card, &QToolButton::clicked, this, [this, index] { emit openGame(gameDir(index)); });
        slot.card->installEventFilter(this);
        v->addWidget(slot.card, 1);
    }
    v->addWidget(text);
    m_row->insertWidget(0, slot.box, 1);
    m_slots.push_front(slot);
    while (static_cast<int>(m_slots.size()) > kShown) {
        delete m_slots.back().box;
        m_slots.pop_back();
    }
}

void GameStrip::gameFinished(int index) {
    for (auto& s : m_slots)
        if (s.index == index) s.finished = true;
    if (!m_reload.isActive()) m_reload.start();
}

void GameStrip::refreshNow() {
    for (auto& s : m_slots)
        if (s.finished && !s.loaded) load(s);
}

// A finished game that is not a board: a picture of its last table (Hold'em, Hanabi), else each
// seat's final payoff, read back from the game's folder as the Arena would show it.
void GameStrip::loadCard(Slot& slot) {
    RunModel model;
    if (!replayIntoModel(gameDir(slot.index), model) || !model.current() || !model.current()->finished) return;
    slot.loaded = true;
    const SessionView& session = *model.current();
    QStringList names;
    for (std::size_t s = 0; s < session.seats.size(); ++s) names << model.seatName(session, static_cast<int>(s));
    const QSize picture(480, 270);
    QPixmap shot;
    if (CardTable::isCardGame(slot.game)) {
        CardTableView view;
        view.resize(picture);
        view.setNames(names);
        view.setTable(CardTable::fromSession(session));
        shot = view.grab();
    } else if (HanabiTable::isHanabi(slot.game)) {
        HanabiTableView view;
        view.resize(picture);
        view.setNames(names);
        view.setTable(HanabiTable::fromSession(session));
        shot = view.grab();
    }
    if (!shot.isNull()) {
        slot.card->setToolButtonStyle(Qt::ToolButtonIconOnly);
        slot.card->setIcon(QIcon(shot));
        fitIcon(slot.card);
        return;
    }
    QStringList lines;
    const engine::Json payoffs = session.finished->value("final_payoffs", engine::Json::array());
    for (std::size_t s = 0; s < payoffs.size() && s < static_cast<std::size_t>(names.size()); ++s)
        if (payoffs[s].is_number())
            lines << QStringLiteral("%1  %2").arg(names[static_cast<int>(s)]).arg(payoffs[s].get<double>(), 0, 'g', 4);
    slot.card->setText(lines.join(QLatin1Char('\n')));
}

// A table's picture as large as its box allows, in the table's proportions (16:9).
void GameStrip::fitIcon(QToolButton* card) {
    if (card->icon().isNull()) return;
    const int w = std::clamp(std::min(card->width() - 8, (card->height() - 8) * 16 / 9), 64, 480);
    card->setIconSize(QSize(w, w * 9 / 16));
}

bool GameStrip::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize)
        if (auto* card = qobject_cast<QToolButton*>(watched)) fitIcon(card);  // the box grew or shrank
    return QWidget::eventFilter(watched, event);
}

void GameStrip::load(Slot& slot) {
    if (slot.card) {
        loadCard(slot);
        return;
    }
    auto run = engine::readRun(gameDir(slot.index).toStdString());
    if (!run || run->sessions.empty()) return;
    const auto& session = run->sessions.front();
    slot.loaded = true;
    auto pos = session.rounds.empty() ? BoardPosition::empty(slot.game)
                                      : BoardPosition::fromReport(slot.game, session.rounds.back().publicReport);
    if (pos) pos->over = true;
    slot.board->setPosition(pos);
}

QList<int> GameStrip::shownGames() const {
    QList<int> out;
    for (const auto& s : m_slots) out << s.index;
    return out;
}

QToolButton* GameStrip::cardOf(int index) const {
    for (const auto& s : m_slots)
        if (s.index == index) return s.card;
    return nullptr;
}

BoardView* GameStrip::boardOf(int index) const {
    for (const auto& s : m_slots)
        if (s.index == index) return s.board;
    return nullptr;
}

}  // namespace nashlab::ui
