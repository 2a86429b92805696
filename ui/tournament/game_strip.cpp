#include "ui/tournament/game_strip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "engine/record/run_reader.h"
#include "engine/tournament/tournament_record.h"
#include "ui/boards/board_view.h"

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
    auto* v = new QVBoxLayout(slot.box);
    v->setContentsMargins(2, 2, 2, 2);
    slot.board = new BoardView(slot.box);
    slot.board->setCompact(true);
    slot.board->setObjectName(QStringLiteral("gameBoard_%1").arg(index));
    slot.board->setPosition(BoardPosition::empty(game));
    slot.board->setToolTip(tr("Game %1: click to open it").arg(index + 1));
    auto* text = new QLabel(tr("Game %1").arg(index + 1) + QLatin1Char('\n') + label, slot.box);
    text->setAlignment(Qt::AlignCenter);
    v->addWidget(slot.board, 1);
    v->addWidget(text);
    connect(slot.board, &BoardView::activated, this, [this, index] { emit openGame(gameDir(index)); });
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

void GameStrip::load(Slot& slot) {
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

BoardView* GameStrip::boardOf(int index) const {
    for (const auto& s : m_slots)
        if (s.index == index) return s.board;
    return nullptr;
}

}  // namespace nashlab::ui
