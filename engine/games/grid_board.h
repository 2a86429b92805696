#pragma once
// What the two-seat grid games (tictactoe, connect_four) share, so that each keeps only its own
// rules. The values (namespace grid): the marks (X for seat 0, who moves first; O for seat 1), a
// board as its cells in reading order (cell = row · columns + column, both 0-based, row 0 the
// top), its rows as the record and a person's view show them, the run of marks through a cell,
// and the concession {"concede": true} by which the lose_game fallback loses at once. The play
// (GridBoardState): one move per round; the seat to move places its mark, passes (a forfeit, null)
// or concedes; a line ends the game for the mover, a full board in a draw, and `rounds` caps the
// moves (passes count), a game cut off there having no winner. Payoffs come in the last round:
// +1 / −1 for a line or a concession, 0 each otherwise.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/core/rng.h"
#include "engine/game/state.h"

namespace nashlab::engine::games {

namespace grid {

using Mark = std::int8_t;
inline constexpr Mark kEmpty = 0;
inline constexpr Mark kX = 1;  ///< seat 0, moves first
inline constexpr Mark kO = 2;  ///< seat 1

inline Mark opponentOf(Mark m) { return m == kX ? kO : kX; }
inline Mark markOfSeat(int seat) { return seat == 0 ? kX : kO; }
inline char markChar(Mark m) { return m == kX ? 'X' : m == kO ? 'O' : '_'; }
/// A seat's mark as prompts and reports name it.
inline const char* markName(int seat) { return seat == 0 ? "X" : "O"; }
/// The refusal of a move out of turn.
inline Error notYourTurn(int seat) {
    return Error::make("not_your_turn", std::string(markName(seat)) + " does not move now");
}

/// Right, down, down-right, down-left: every line is one of these read from one end.
inline constexpr std::array<std::array<int, 2>, 4> kDirections = {{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

/// The cells of a run of at least `length` marks of its owner through `cell` (in line order, the
/// directions tried in kDirections' order), or empty when the mark there makes none.
template <int Rows, int Cols, std::size_t N>
std::vector<int> lineThrough(const std::array<Mark, N>& board, int cell, int length) {
    static_assert(N == static_cast<std::size_t>(Rows * Cols), "the board is Rows × Cols cells");
    const auto inside = [](int r, int c) { return r >= 0 && r < Rows && c >= 0 && c < Cols; };
    const auto at = [&board](int r, int c) { return board[static_cast<std::size_t>(r * Cols + c)]; };
    const int row = cell / Cols, col = cell % Cols;
    const Mark m = board[static_cast<std::size_t>(cell)];
    if (m == kEmpty) return {};
    for (const auto& d : kDirections) {
        // Walk back to the first mark of the run, then forward to its end.
        int r = row, c = col;
        while (inside(r - d[0], c - d[1]) && at(r - d[0], c - d[1]) == m) {
            r -= d[0];
            c -= d[1];
        }
        std::vector<int> run;
        for (; inside(r, c) && at(r, c) == m; r += d[0], c += d[1]) run.push_back(r * Cols + c);
        if (static_cast<int>(run.size()) >= length) return run;
    }
    return {};
}

template <std::size_t N>
bool boardFull(const std::array<Mark, N>& board) {
    return std::find(board.begin(), board.end(), kEmpty) == board.end();
}

/// Appends one cell as a prompt shows it: " X |" (an empty cell is "_").
inline void appendCellText(std::string& text, Mark m) {
    text += ' ';
    text += markChar(m);
    text += " |";
}

/// Appends row `row` (0 the top) as a prompt shows it: "| X | _ | O |".
template <int Cols, std::size_t N>
void appendRowText(std::string& text, const std::array<Mark, N>& board, int row) {
    text += '|';
    for (int c = 0; c < Cols; ++c) appendCellText(text, board[static_cast<std::size_t>(row * Cols + c)]);
}

/// The rows as compact strings ("X_O"), top first, for the record and a person's view.
template <int Cols, std::size_t N>
std::vector<std::string> boardRows(const std::array<Mark, N>& board) {
    std::vector<std::string> rows;
    for (std::size_t start = 0; start < N; start += static_cast<std::size_t>(Cols)) {
        std::string row;
        for (std::size_t c = start; c < start + static_cast<std::size_t>(Cols); ++c) row += markChar(board[c]);
        rows.push_back(std::move(row));
    }
    return rows;
}

/// Items as a prompt lists them, "a, b, c", each named by `name`.
template <class Name>
std::string listText(const std::vector<int>& items, Name name) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += ", ";
        text += name(items[i]);
    }
    return text;
}

/// One of `cells`, uniformly (one draw from `rng`); 0 without a draw when there is none (never
/// asked on a full board: the game is over then).
inline int pick(const std::vector<int>& cells, Rng& rng) {
    if (cells.empty()) return 0;
    return cells[static_cast<std::size_t>(rng.uniformInt(0, static_cast<std::int64_t>(cells.size()) - 1))];
}

inline const std::string kConcede = "concede";

inline bool isConcession(const Json& action) {
    if (!action.is_object()) return false;
    const auto found = action.find(kConcede);
    return found != action.end() && found->is_boolean() && found->get<bool>();
}

inline Json concessionAction() { return {{kConcede, true}}; }

}  // namespace grid

/// One game of a two-seat grid game (see the top of this file). `G` names the game's grid:
///   G::kGame: the game's id, as its prompts read it;
///   G::kRows, G::kCols: the board; G::kLine: how many marks in a line win;
///   G::End: how a game ended, an enum with None, FullBoard, Conceded, Cap and G::kLineEnd, the
///   game's word for a line (G::kLineWord, as the record writes it).
/// A game adds its action spec, reference and default action, and the hooks below: how an answer
/// names a cell, which cells are legal, and how its board reads in a prompt.
template <class G>
class GridBoardState : public State {
public:
    using Board = std::array<grid::Mark, static_cast<std::size_t>(G::kRows* G::kCols)>;
    using End = typename G::End;

    std::vector<int> actingSeats() const final {
        if (finished()) return {};
        return {m_toMove};
    }
    Status validate(int seat, const Json& action) const final;
    bool finished() const final { return m_end != End::None; }
    /// A uniformly random legal cell (one draw from `rng`).
    Json randomLegalAction(int seat, Rng& rng) const final;
    Json concession(int /*seat*/) const final { return grid::concessionAction(); }

    // Typed reads for the bots and tests.
    const Board& board() const { return m_board; }
    int toMove() const { return m_toMove; }
    End end() const { return m_end; }
    /// The winning seat, or −1 (a draw, or not over).
    int winner() const { return m_winner; }
    /// With G::kLineEnd: the cells of the line made, in line order.
    const std::vector<int>& lineCells() const { return m_line; }
    bool positionHint() const { return m_positionHint; }
    /// G::kLineWord, "full_board", "conceded", "cap" or null, as the record writes how a game ended.
    static Json endName(End end);

protected:
    explicit GridBoardState(GameSetup setup) : State(std::move(setup)) {
        m_positionHint = m_setup.params->value("position_hint", true);
    }

private:
    enum class Kind : signed char { Placed, Passed, Conceded };
    struct Move {
        int seat = 0;
        Kind kind = Kind::Passed;
        int cell = -1;  ///< Placed only
    };

    // ---- The game's own rules ----

    /// Whether an answer (not a concession) places a mark legally now; the turn is checked already.
    virtual Status checkPlacement(const Json& action) const = 0;
    /// The cell on which the mark of a legal answer goes.
    virtual int landingCell(const Json& action) const = 0;
    /// The answer that puts a mark on `cell`. Its members are the words the game names a cell by:
    /// the record's action and public report, the history and the last move in a prompt use them.
    virtual Json moveAction(int cell) const = 0;
    /// The cells a mark may go on now, in the order the random fallback draws from.
    virtual std::vector<int> legalCells() const = 0;
    /// Adds the board as a prompt shows it, and what the position hint lists, to a seat's situation.
    virtual void describeBoard(Json& situation) const = 0;

    Json situation(int seat) const final;
    Json pastRound(const RoundOutcome& round, int seat) const final;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) final;
    /// The public report of the move just played ("row", 1 the top, beside the move's own words).
    Json publicReport(const Move& move) const;

    Board m_board{};
    int m_toMove = 0;
    End m_end = End::None;
    int m_winner = -1;
    std::vector<int> m_line;
    bool m_positionHint = true;
    std::optional<Move> m_last;  ///< the latest move, for the prompt's last move
};

template <class G>
Json GridBoardState<G>::endName(End end) {
    if (end == G::kLineEnd) return G::kLineWord;
    if (end == End::FullBoard) return "full_board";
    if (end == End::Conceded) return "conceded";
    if (end == End::Cap) return "cap";
    return nullptr;
}

template <class G>
Status GridBoardState<G>::validate(int seat, const Json& action) const {
    if (finished() || seat != m_toMove) return grid::notYourTurn(seat);
    // Only the lose_game fallback writes a concession: a model's answer is cut to the spec's fields first.
    if (grid::isConcession(action)) return okStatus();
    return checkPlacement(action);
}

template <class G>
Json GridBoardState<G>::randomLegalAction(int /*seat*/, Rng& rng) const {
    return moveAction(grid::pick(legalCells(), rng));
}

template <class G>
std::optional<RoundOutcome> GridBoardState<G>::doApply(const std::map<int, Json>& actions) {
    const int mover = m_toMove, other = 1 - mover;
    const auto found = actions.find(mover);
    static const Json kNull;
    const Json& action = found == actions.end() ? kNull : found->second;
    RoundOutcome out;
    // What theory advises in the position the mover faced.
    out.reference = Json::array({nullptr, nullptr});
    out.reference[static_cast<std::size_t>(mover)] = reference(mover);
    Move move;
    move.seat = mover;
    Json played;  // the action as the record writes it: null for a pass
    if (action.is_null()) {
        move.kind = Kind::Passed;
    } else if (grid::isConcession(action)) {
        move.kind = Kind::Conceded;
        m_end = End::Conceded;
        m_winner = other;
        played = concession(mover);
    } else {
        move.kind = Kind::Placed;
        move.cell = landingCell(action);
        m_board[static_cast<std::size_t>(move.cell)] = grid::markOfSeat(mover);
        m_line = grid::lineThrough<G::kRows, G::kCols>(m_board, move.cell, G::kLine);
        if (!m_line.empty()) {
            m_end = G::kLineEnd;
            m_winner = mover;
        } else if (grid::boardFull(m_board)) {
            m_end = End::FullBoard;
        }
        played = moveAction(move.cell);
    }
    // `rounds` caps the moves (passes count); a game cut off there has no winner.
    if (m_end == End::None && m_setup.rounds > 0 && round() >= m_setup.rounds) m_end = End::Cap;
    m_last = move;
    m_toMove = other;

    out.actions = Json::array({nullptr, nullptr});
    out.actions[static_cast<std::size_t>(mover)] = std::move(played);
    out.payoffs.assign(2, 0.0);
    if (m_winner >= 0) {
        out.payoffs[static_cast<std::size_t>(m_winner)] = 1.0;
        out.payoffs[static_cast<std::size_t>(1 - m_winner)] = -1.0;
    }
    out.privateReports = Json::array({Json::object(), Json::object()});
    out.publicReport = publicReport(move);
    return out;
}

template <class G>
Json GridBoardState<G>::publicReport(const Move& move) const {
    const bool placed = move.kind == Kind::Placed;
    Json report = moveAction(placed ? move.cell : 0);
    if (!placed)
        for (auto& value : report) value = nullptr;
    report["row"] = placed ? Json(move.cell / G::kCols + 1) : Json();
    Json line = nullptr;
    if (m_end == G::kLineEnd) {
        line = Json::array();
        for (int c : m_line) line.push_back({c / G::kCols + 1, c % G::kCols + 1});
    }
    report["move"] = round();
    report["seat"] = move.seat;
    report["mark"] = grid::markName(move.seat);
    report["passed"] = move.kind == Kind::Passed;
    report["conceded"] = move.kind == Kind::Conceded;
    report["board"] = grid::boardRows<G::kCols>(m_board);
    report["end"] = endName(m_end);
    report["winner"] = m_winner >= 0 ? Json(m_winner) : Json();
    report["line"] = std::move(line);
    return report;
}

template <class G>
Json GridBoardState<G>::situation(int seat) const {
    Json lastMove = nullptr;
    if (m_last && m_last->kind == Kind::Placed) {
        lastMove = moveAction(m_last->cell);
        lastMove["by_you"] = m_last->seat == seat;
        lastMove["mark"] = grid::markName(m_last->seat);
    }
    Json j = {{"game", G::kGame},
              {"move", roundsCompleted() + 1},
              {"seat", seat},
              {"mark", grid::markName(seat)},
              {"opponent_mark", grid::markName(1 - seat)},
              {"your_turn", !finished() && seat == m_toMove},
              {"position_hint", m_positionHint},
              {"last_move", lastMove},
              {"opponent_passed", m_last && m_last->kind == Kind::Passed && m_last->seat != seat}};
    describeBoard(j);
    return j;
}

template <class G>
Json GridBoardState<G>::pastRound(const RoundOutcome& r, int seat) const {
    const Json& pub = r.publicReport;
    Json j = {{"move", r.round},
              {"by_you", pub.at("seat").get<int>() == seat},
              {"mark", pub.at("mark")},
              {"placed", !pub.at("row").is_null()},
              {"passed", pub.at("passed")},
              {"conceded", pub.at("conceded")}};
    const Json where = moveAction(0);  // the words a cell is named by
    for (const auto& item : where.items()) j[item.key()] = pub.at(item.key());
    return j;
}

}  // namespace nashlab::engine::games
