#include "engine/games/tictactoe/tictactoe_state.h"

#include "engine/games/tictactoe/tictactoe_solver.h"

namespace nashlab::engine::games {
namespace {

using namespace ttt;

const std::string kRow = "row";
const std::string kCol = "col";
const std::string kConcede = "concede";

bool isConcession(const Json& action) {
    if (!action.is_object()) return false;
    const auto found = action.find(kConcede);
    return found != action.end() && found->is_boolean() && found->get<bool>();
}

// A whole number in 1..3 under `key`, or 0.
int coordinate(const Json& action, const std::string& key) {
    const auto found = action.find(key);
    if (found == action.end() || !found->is_number_integer()) return 0;
    const auto v = found->get<std::int64_t>();
    return v >= 1 && v <= 3 ? static_cast<int>(v) : 0;
}

std::string cellText(int cell) { return "(" + std::to_string(rowOf(cell)) + ", " + std::to_string(colOf(cell)) + ")"; }

std::string cellsText(const std::vector<int>& cells) {
    std::string text;
    for (int c : cells) text += (text.empty() ? "" : ", ") + cellText(c);
    return text;
}

const char* markName(int seat) { return seat == 0 ? "X" : "O"; }

}  // namespace

TictactoeState::TictactoeState(GameSetup setup) : State(std::move(setup)) {
    m_positionHint = m_setup.params->value("position_hint", true);
}

Json TictactoeState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Line: return "line";
    case End::FullBoard: return "full_board";
    case End::Conceded: return "conceded";
    case End::Cap: return "cap";
    }
    return nullptr;
}

Json TictactoeState::moveAction(int cell) { return {{kRow, rowOf(cell)}, {kCol, colOf(cell)}}; }

void TictactoeState::fillActingSeats(std::vector<int>& seats) const {
    seats.clear();
    if (!finished()) seats.push_back(m_toMove);
}

ActionSpec TictactoeState::actionSpec(int /*seat*/) const {
    ActionField row;
    row.name = kRow;
    row.kind = FieldKind::Integer;
    row.min = 1.0;
    row.max = 3.0;
    row.description = "the row of your cell, 1 (top) to 3 (bottom)";
    ActionField col = row;
    col.name = kCol;
    col.description = "the column of your cell, 1 (left) to 3 (right)";
    return ActionSpec{{row, col}};
}

Status TictactoeState::validate(int seat, const Json& action) const {
    if (finished() || seat != m_toMove)
        return Error::make("not_your_turn", std::string(markName(seat)) + " does not move now");
    // Only the lose_game fallback writes a concession: a model's answer is cut to {row, col} first.
    if (isConcession(action)) return okStatus();
    const int row = action.is_object() ? coordinate(action, kRow) : 0;
    const int col = action.is_object() ? coordinate(action, kCol) : 0;
    if (row == 0 || col == 0)
        return Error::make("invalid_action", "the answer needs 'row' and 'col', each a whole number from 1 to 3");
    const int cell = cellOf(row, col);
    const Mark there = m_board[static_cast<std::size_t>(cell)];
    if (there != kEmpty) {
        std::string reason = "the cell " + cellText(cell) + " already holds " + std::string(1, markChar(there));
        // The empty cells are told only where the prompt lists them: the no-hint ablation stays so on a retry.
        if (m_positionHint) reason += "; empty cells: " + cellsText(emptyCells(m_board));
        return Error::make("occupied", reason);
    }
    return okStatus();
}

std::optional<RoundOutcome> TictactoeState::doApply(const std::map<int, Json>& actions) {
    const auto found = actions.find(m_toMove);
    static const Json kNull;
    const Json& action = found == actions.end() ? kNull : found->second;
    Move move;
    move.seat = m_toMove;
    const int other = 1 - m_toMove;
    if (action.is_null()) {
        move.kind = Kind::Passed;
    } else if (isConcession(action)) {
        move.kind = Kind::Conceded;
        m_end = End::Conceded;
        m_winner = other;
    } else {
        move.cell = cellOf(coordinate(action, kRow), coordinate(action, kCol));
        m_board[static_cast<std::size_t>(move.cell)] = markOfSeat(m_toMove);
        if (lineOwner(m_board, &m_line) != kEmpty) {
            m_end = End::Line;
            m_winner = m_toMove;
        } else if (emptyCount(m_board) == 0) {
            m_end = End::FullBoard;
        }
    }
    // `rounds` caps the moves (passes count); a game cut off there has no winner.
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) m_end = End::Cap;
    move.end = m_end;
    move.winner = m_winner;
    move.line = m_line;
    m_moves.push_back(move);
    m_toMove = other;

    RoundOutcome out{RoundOutcome::DescribedLater{}};
    out.payoffs.assign(2, 0.0);
    if (m_winner >= 0) {
        out.payoffs[static_cast<std::size_t>(m_winner)] = 1.0;
        out.payoffs[static_cast<std::size_t>(1 - m_winner)] = -1.0;
    }
    return out;
}

ttt::Board TictactoeState::boardBefore(std::size_t index) const {
    Board board{};
    for (std::size_t i = 0; i < index && i < m_moves.size(); ++i)
        if (m_moves[i].kind == Kind::Placed)
            board[static_cast<std::size_t>(m_moves[i].cell)] = markOfSeat(m_moves[i].seat);
    return board;
}

void TictactoeState::describeRoundParts(RoundOutcome& out, unsigned parts) const {
    const auto index = static_cast<std::size_t>(out.round - 1);
    const Move& move = m_moves.at(index);
    const bool placed = move.kind == Kind::Placed;
    Json action;
    if (placed) action = moveAction(move.cell);
    if (move.kind == Kind::Conceded) action = concession(move.seat);
    if (parts & kRoundActions) {
        out.actions = Json::array({nullptr, nullptr});
        out.actions[static_cast<std::size_t>(move.seat)] = action;
    }
    if (parts & kRoundSteps) {
        Json step = Json::object();
        step[std::to_string(move.seat)] = action;
        out.steps = Json::array({step});
    }
    if (parts & kRoundPrivate) out.privateReports = Json::array({Json::object(), Json::object()});
    if (parts & kRoundReference) {
        out.reference = Json::array({nullptr, nullptr});
        out.reference[static_cast<std::size_t>(move.seat)] = referenceFor(boardBefore(index), move.seat);
    }
    if (!(parts & kRoundPublic)) return;
    Board after = boardBefore(index);
    if (placed) after[static_cast<std::size_t>(move.cell)] = markOfSeat(move.seat);
    Json line = nullptr;
    if (move.end == End::Line) {
        line = Json::array();
        for (int c : kLines[static_cast<std::size_t>(move.line)]) line.push_back({rowOf(c), colOf(c)});
    }
    out.publicReport = {{"move", out.round},
                        {"seat", move.seat},
                        {"mark", markName(move.seat)},
                        {"row", placed ? Json(rowOf(move.cell)) : Json()},
                        {"col", placed ? Json(colOf(move.cell)) : Json()},
                        {"passed", move.kind == Kind::Passed},
                        {"conceded", move.kind == Kind::Conceded},
                        {"board", boardRows(after)},
                        {"end", endName(move.end)},
                        {"winner", move.winner >= 0 ? Json(move.winner) : Json()},
                        {"line", line}};
}

Json TictactoeState::referenceFor(const ttt::Board& board, int seat) const {
    const auto best = bestMoves(board, markOfSeat(seat));
    if (best.empty()) return nullptr;
    return {{"action", moveAction(best.front())}, {"payoff", solvedValue(board, markOfSeat(seat))}};
}

Json TictactoeState::reference(int seat) const {
    if (finished() || seat != m_toMove) return nullptr;
    return referenceFor(m_board, seat);
}

Json TictactoeState::randomLegalAction(int /*seat*/, Rng& rng) const {
    const auto cells = emptyCells(m_board);
    if (cells.empty()) return moveAction(0);
    return moveAction(cells[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(cells.size()) - 1))]);
}

// The centre when free, else the first empty cell in reading order: simple, and never illegal.
Json TictactoeState::defaultAction(int /*seat*/) const {
    if (m_board[4] == kEmpty) return moveAction(4);
    const auto cells = emptyCells(m_board);
    return moveAction(cells.empty() ? 0 : cells.front());
}

Json TictactoeState::concession(int /*seat*/) const { return {{kConcede, true}}; }

Json TictactoeState::situation(int seat) const {
    Json lastMove = nullptr;
    if (!m_moves.empty() && m_moves.back().kind == Kind::Placed) {
        const Move& m = m_moves.back();
        lastMove = {
            {"by_you", m.seat == seat}, {"mark", markName(m.seat)}, {"row", rowOf(m.cell)}, {"col", colOf(m.cell)}};
    }
    const auto cells = emptyCells(m_board);
    return {
        {"game", "tictactoe"},
        {"move", m_moves.size() + 1},
        {"seat", seat},
        {"mark", markName(seat)},
        {"opponent_mark", markName(1 - seat)},
        {"your_turn", !finished() && seat == m_toMove},
        {"board", boardText(m_board)},
        {"position_hint", m_positionHint},
        {"legal_cells", m_positionHint ? Json(cellsText(cells)) : Json()},
        {"last_move", lastMove},
        {"opponent_passed", !m_moves.empty() && m_moves.back().kind == Kind::Passed && m_moves.back().seat != seat}};
}

Json TictactoeState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    return {{"move", r.round},
            {"by_you", pub.at("seat").get<int>() == seat},
            {"mark", pub.at("mark")},
            {"row", pub.at("row")},
            {"col", pub.at("col")},
            {"placed", !pub.at("row").is_null()},
            {"passed", pub.at("passed")},
            {"conceded", pub.at("conceded")}};
}

}  // namespace nashlab::engine::games
