#pragma once
// HumanView: what a person reads and answers in a game — never the prompt written for a model.
// A game says in a few lines where the person stands (last round, their total, what to decide),
// which form they answer with (derived from the ActionSpec: a number with its range and step,
// named choices, a target seat, a split, free text), how an action reads (a vote as a seat, a
// proposal as a short list), and how its round header reads (labelled fields with units). The
// desktop human seat, the Arena's panels and header, and later the classroom page all use it.
//
// Text is English with %1…%n placeholders (Phrase). The window translates it (translation
// context "HumanView", so lupdate collects the strings marked NL_TR) and then fills in the
// arguments: numbers in the reader's locale, seats by their names.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/action_spec.h"
#include "engine/game/round_outcome.h"

/// Marks English text for translation; lupdate reads NL_TR as QT_TRANSLATE_NOOP("HumanView", …).
#define NL_TR(text) text

namespace nashlab::engine {

struct Phrase;

/// One argument of a phrase: a number (at most `decimals` decimals), a seat (shown by its name),
/// text shown as it is (a player's own words), or a phrase of its own (translated in turn).
struct PhraseArg {
    enum class Kind { Number, Seat, Verbatim, Nested };
    Kind kind = Kind::Verbatim;
    double number = 0;
    int decimals = 2;
    int seat = -1;
    std::string text;
    std::vector<Phrase> nested;  ///< exactly one for Kind::Nested
};

struct Phrase {
    std::string text;  ///< English, with %1…%n for the arguments
    std::vector<PhraseArg> args;

    bool empty() const { return text.empty(); }
    /// English with the arguments filled in, seats as "seat N" (1-based): for tests and logs.
    std::string english() const;
};

PhraseArg num(double value, int decimals = 2);
PhraseArg seatOf(int seat);  ///< 0-based seat index
PhraseArg verbatim(std::string text);
PhraseArg nested(Phrase phrase);
/// The items joined by ", " (no translation needed), or `none` when there are none.
Phrase listOf(const std::vector<PhraseArg>& items, Phrase none = Phrase{"—", {}});

/// Reading an observation or a round report for a person, defensively (either may come from a
/// file): the value of `key` when `j` is an object holding that kind of value, else `otherwise`.
const Json& memberAt(const Json& j, const char* key);  ///< null when missing
double numberAt(const Json& j, const char* key, double otherwise = 0);
int intAt(const Json& j, const char* key, int otherwise = 0);
std::string textAt(const Json& j, const char* key);
bool flagAt(const Json& j, const char* key);
/// A number as an argument, or "—" when `value` is no number or not finite (never "null", "inf").
PhraseArg numberOrDash(const Json& value, int decimals = 2);

/// How a person gives one field of the answer.
enum class InputKind {
    Number,  ///< a spin box (or slider) from min to max by step
    Choice,  ///< one button per choice; a single-field form is answered by the click
    Seat,    ///< a choice of seats (choices hold the seat numbers as values)
    Split,   ///< one box per key, optionally adding up to `total` (a pirate's plan)
    Text,    ///< a line of free text (a clue, a message)
    Toggle,  ///< yes or no
};

struct Choice {
    Json value;    ///< what the answer carries
    Phrase label;  ///< what the button says
};

struct FormField {
    std::string name;  ///< the ActionSpec field this answers
    InputKind kind = InputKind::Number;
    Phrase label;  ///< what to decide, e.g. "Your number"
    Phrase help;   ///< one line under it (range, meaning); may be empty
    double min = 0;
    double max = 0;
    double step = 1;
    int decimals = 0;
    std::vector<Choice> choices;    ///< Choice and Seat
    std::vector<std::string> keys;  ///< Split: the answer's keys, in order
    std::vector<Phrase> keyLabels;  ///< Split: what each box is called
    std::optional<double> total;    ///< Split: the parts must add up to this
    Json initial;                   ///< the value the form starts with (null: min / first choice)
};

/// One labelled value of the round header ("Average" → "41.2").
struct HeaderField {
    Phrase label;
    Phrase value;
};

/// How a game is shown beside its seats' panels. The window and the classroom map each kind to one
/// widget and read the rest from here, so that no game's id appears in ui/ or classroom/.
struct Presentation {
    enum class Kind {
        Numbers,      ///< charts of the seats' numbers and payoffs (the default)
        GridBoard,    ///< a grid of X and O marks (rows, cols, gravity)
        CardTable,    ///< a poker table: hole cards, the board, the pot
        HanabiTable,  ///< hands shown to the others, fireworks, hint and fuse tokens
        Talk,         ///< a transcript of what the players said (talk below says which)
    };
    enum class TalkKind {
        None,
        CluesAndVotes,  ///< each round a clue per player, then a vote out (undercover's)
        Offers,         ///< alternating offers with messages (bargaining)
    };
    Kind kind = Kind::Numbers;
    int rows = 0;          ///< GridBoard
    int cols = 0;          ///< GridBoard
    bool gravity = false;  ///< GridBoard: a move names a column and falls to its lowest empty cell
    TalkKind talk = TalkKind::None;
    bool auctionCharts = false;    ///< an ascending auction's charts: priorities, profit path, bid ladder
    bool boardTournament = false;  ///< offered among the tournament form's two-seat board games
    std::string targetRatioParam;  ///< a parameter that times the round's average is its target (drawn)
};

class HumanView {
public:
    virtual ~HumanView() = default;

    /// How the game is shown (default: charts of numbers).
    virtual Presentation presentation() const { return {}; }

    /// Where `seat` stands, from its observation (State::observation with at least the last
    /// round of history): a few short lines, the decision last.
    virtual std::vector<Phrase> situation(const Json& observation, int seat) const;
    /// The form, one entry per field of `spec` (in order).
    virtual std::vector<FormField> form(const ActionSpec& spec, const Json& observation, int seat) const;
    /// One seat's action in a round as a person reads it ("—" for none).
    virtual Phrase action(const Json& action, int seat) const;
    /// The round's public facts as labelled fields (no nulls, no JSON).
    virtual std::vector<HeaderField> roundHeader(const RoundOutcome& round) const;

    /// The form field a spec field gives without a game's own words (its description as label).
    static FormField genericField(const ActionField& field);
    /// A JSON value as text: numbers, seats for keys that name seats, lists joined, "—" for null.
    static Phrase genericValue(const std::string& key, const Json& value);
    /// "thrown_overboard" → "Thrown overboard".
    static std::string humanKey(const std::string& key);
};

}  // namespace nashlab::engine
