#include "engine/games/connect_four/connect_four_state.h"

namespace nashlab::engine::games {
namespace {

using namespace c4;

const std::string kColumn = "column";
const std::string kConcede = "concede";

bool isConcession(const Json& action) {
    if (!action.is_object()) return false;
    const auto found = action.find(kConcede);
    return found != action.end() && found->is_boolean() && found->get<bool>();
}

// The 0-based column of a whole number 1..7 under "column", or −1.
int columnOf(const Json& action) {
    if (!action.is_object()) return -1;
    const auto found = action.find(kColumn);
    if (found == action.end() || !found->is_number_integer()) return -1;
    const auto v = found->get<std::int64_t>();
    return v >= 1 && v <= kCols ? static_cast<int>(v - 1) : -1;
}

std::string columnsText(const std::vector<int>& cols) {
    std::string text;
    for (int c : cols) text += (text.empty() ? "" : ", ") + std::to_string(c + 1);
    return text;
}

const char* markName(int seat) { return seat == 0 ? "X" : "O"; }

}  // namespace

ConnectFourState::ConnectFourState(GameSetup setup) : State(std::move(setup)) {
    m_positionHint = m_setup.params->value("position_hint", true);
    m_transposed = m_setup.params->value("board_text", std::string("rows")) == "transposed";
}

Json ConnectFourState::endName(End end) {
    switch (end) {
    case End::None: return nullptr;
    case End::Four: return "four";
    case End::FullBoard: return "full_board";
    case End::Conceded: return "conceded";
    case End::Cap: return "cap";
    }
    return nullptr;
}

Json ConnectFourState::moveAction(int col) { return {{kColumn, col + 1}}; }

void ConnectFourState::fillActingSeats(std::vector<int>& seats) const {
    seats.clear();
    if (!finished()) seats.push_back(m_toMove);
}

ActionSpec ConnectFourState::actionSpec(int /*seat*/) const {
    ActionField column;
    column.name = kColumn;
    column.kind = FieldKind::Integer;
    column.min = 1.0;
    column.max = static_cast<double>(kCols);
    column.description = "the column to drop your disc into, 1 (left) to 7 (right)";
    return ActionSpec{{column}};
}

Status ConnectFourState::validate(int seat, const Json& action) const {
    if (finished() || seat != m_toMove)
        return Error::make("not_your_turn", std::string(markName(seat)) + " does not move now");
    // Only the lose_game fallback writes a concession: a model's answer is cut to {column} first.
    if (isConcession(action)) return okStatus();
    const int col = columnOf(action);
    if (col < 0) return Error::make("invalid_action", "the answer needs 'column', a whole number from 1 to 7");
    if (landingRow(m_board, col) < 0) {
        std::string reason = "column " + std::to_string(col + 1) + " is full";
        // Open columns are told only where the prompt lists them: the no-hint ablation stays so on a retry.
        if (m_positionHint) reason += "; open columns: " + columnsText(openColumns(m_board));
        return Error::make("column_full", reason);
    }
    return okStatus();
}

std::optional<RoundOutcome> ConnectFourState::doApply(const std::map<int, Json>& actions) {
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
        move.col = columnOf(action);
        move.row = landingRow(m_board, move.col);
        const int cell = cellOf(move.row, move.col);
        m_board[static_cast<std::size_t>(cell)] = markOfSeat(m_toMove);
        m_line = fourThrough(m_board, cell);
        if (!m_line.empty()) {
            m_end = End::Four;
            m_winner = m_toMove;
        } else if (boardFull(m_board)) {
            m_end = End::FullBoard;
        }
    }
    // `rounds` caps the moves (passes count); a game cut off there has no winner.
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) m_end = End::Cap;
    move.end = m_end;
    move.winner = m_winner;
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

c4::Board ConnectFourState::boardAfter(std::size_t index) const {
    Board board{};
    for (std::size_t i = 0; i <= index && i < m_moves.size(); ++i)
        if (m_moves[i].kind == Kind::Placed)
            board[static_cast<std::size_t>(cellOf(m_moves[i].row, m_moves[i].col))] = markOfSeat(m_moves[i].seat);
    return board;
}

void ConnectFourState::describeRoundParts(RoundOutcome& out, unsigned parts) const {
    const auto index = static_cast<std::size_t>(out.round - 1);
    const Move& move = m_moves.at(index);
    const bool placed = move.kind == Kind::Placed;
    Json action;
    if (placed) action = moveAction(move.col);
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
    if (parts & kRoundReference) out.reference = Json::array({nullptr, nullptr});
    if (!(parts & kRoundPublic)) return;
    const Board after = boardAfter(index);
    Json line = nullptr;
    if (move.end == End::Four) {
        line = Json::array();
        for (int cell : fourThrough(after, cellOf(move.row, move.col)))
            line.push_back({cell / kCols + 1, cell % kCols + 1});
    }
    out.publicReport = {{"move", out.round},
                        {"seat", move.seat},
                        {"mark", markName(move.seat)},
                        {"column", placed ? Json(move.col + 1) : Json()},
                        {"row", placed ? Json(move.row + 1) : Json()},
                        {"passed", move.kind == Kind::Passed},
                        {"conceded", move.kind == Kind::Conceded},
                        {"board", boardRows(after)},
                        {"end", endName(move.end)},
                        {"winner", move.winner >= 0 ? Json(move.winner) : Json()},
                        {"line", line}};
}

Json ConnectFourState::randomLegalAction(int /*seat*/, Rng& rng) const {
    const auto cols = openColumns(m_board);
    if (cols.empty()) return moveAction(0);
    return moveAction(cols[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(cols.size()) - 1))]);
}

// The open column nearest the centre (the left one of two as near): simple, and never illegal.
Json ConnectFourState::defaultAction(int /*seat*/) const {
    for (int col : {3, 2, 4, 1, 5, 0, 6})
        if (landingRow(m_board, col) >= 0) return moveAction(col);
    return moveAction(0);
}

Json ConnectFourState::concession(int /*seat*/) const { return {{kConcede, true}}; }

Json ConnectFourState::situation(int seat) const {
    Json lastMove = nullptr;
    if (!m_moves.empty() && m_moves.back().kind == Kind::Placed) {
        const Move& m = m_moves.back();
        lastMove = {{"by_you", m.seat == seat}, {"mark", markName(m.seat)}, {"column", m.col + 1}};
    }
    return {
        {"game", "connect_four"},
        {"move", m_moves.size() + 1},
        {"seat", seat},
        {"mark", markName(seat)},
        {"opponent_mark", markName(1 - seat)},
        {"your_turn", !finished() && seat == m_toMove},
        {"board", boardText(m_board, m_transposed)},
        {"transposed", m_transposed},
        {"position_hint", m_positionHint},
        {"open_columns", m_positionHint ? Json(columnsText(openColumns(m_board))) : Json()},
        {"last_move", lastMove},
        {"opponent_passed", !m_moves.empty() && m_moves.back().kind == Kind::Passed && m_moves.back().seat != seat}};
}

Json ConnectFourState::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    return {{"move", r.round},
            {"by_you", pub.at("seat").get<int>() == seat},
            {"mark", pub.at("mark")},
            {"column", pub.at("column")},
            {"placed", !pub.at("column").is_null()},
            {"passed", pub.at("passed")},
            {"conceded", pub.at("conceded")}};
}

}  // namespace nashlab::engine::games
