#include "ui/common/error_text.h"

#include <QCoreApplication>
#include <algorithm>
#include <iterator>
#include <string_view>

namespace nashlab::ui {
namespace {

struct CodeText {
    std::string_view code;
    const char* text;
};

// The codes of errors that reach the window (specs, files, records, rooms, providers). Rule
// violations in a game are not here: a person meets those through the game's own HumanView text.
constexpr CodeText kTexts[] = {
    {"io", QT_TRANSLATE_NOOP("Errors", "A file could not be read or written")},
    {"parse", QT_TRANSLATE_NOOP("Errors", "The text is not valid JSON")},
    {"too_large", QT_TRANSLATE_NOOP("Errors", "The file is too large to read")},
    {"invalid_spec", QT_TRANSLATE_NOOP("Errors", "The spec is not valid")},
    {"invalid_value", QT_TRANSLATE_NOOP("Errors", "A value is not valid")},
    {"wrong_type", QT_TRANSLATE_NOOP("Errors", "A value has the wrong type")},
    {"out_of_range", QT_TRANSLATE_NOOP("Errors", "A value is out of range")},
    {"too_long", QT_TRANSLATE_NOOP("Errors", "A text is too long")},
    {"too_short", QT_TRANSLATE_NOOP("Errors", "A text is too short")},
    {"missing_field", QT_TRANSLATE_NOOP("Errors", "A required field is missing")},
    {"unknown_field", QT_TRANSLATE_NOOP("Errors", "A field is not known")},
    {"unknown_key", QT_TRANSLATE_NOOP("Errors", "A field is not known")},
    {"invalid_option", QT_TRANSLATE_NOOP("Errors", "An option is not valid")},
    {"invalid_param", QT_TRANSLATE_NOOP("Errors", "A game parameter is not valid")},
    {"invalid_params", QT_TRANSLATE_NOOP("Errors", "A game parameter is not valid")},
    {"unknown_param", QT_TRANSLATE_NOOP("Errors", "The game has no such parameter")},
    {"unknown_game", QT_TRANSLATE_NOOP("Errors", "There is no such game")},
    {"invalid_seats", QT_TRANSLATE_NOOP("Errors", "The seats do not fit the game")},
    {"unknown_strategy", QT_TRANSLATE_NOOP("Errors", "There is no such bot strategy")},
    {"unsupported_seat", QT_TRANSLATE_NOOP("Errors", "This kind of seat cannot play here")},
    {"template", QT_TRANSLATE_NOOP("Errors", "A prompt template could not be filled in")},
    {"invalid_record", QT_TRANSLATE_NOOP("Errors", "The run's record is damaged")},
    {"newer_version", QT_TRANSLATE_NOOP("Errors", "This file comes from a newer NashLab")},
    {"mismatch", QT_TRANSLATE_NOOP("Errors", "The files do not belong together")},
    {"unfinished", QT_TRANSLATE_NOOP("Errors", "A part of the run is not finished")},
    {"import", QT_TRANSLATE_NOOP("Errors", "The file cannot be imported")},
    {"invalid_room", QT_TRANSLATE_NOOP("Errors", "The room cannot open")},
    {"invalid_control", QT_TRANSLATE_NOOP("Errors", "The room refused the command")},
    {"bad_response", QT_TRANSLATE_NOOP("Errors", "The model's server sent an unusable answer")},
    {"provider_error", QT_TRANSLATE_NOOP("Errors", "The model's server reported an error")},
};

}  // namespace

QString errorText(const engine::Error& error) {
    const QString detail = QString::fromStdString(error.message);
    const auto* found =
        std::find_if(std::begin(kTexts), std::end(kTexts), [&](const CodeText& t) { return t.code == error.code; });
    if (found == std::end(kTexts)) return detail;
    const QString lead = QCoreApplication::translate("Errors", found->text);
    // Untranslated (English): the engine's message says it all already.
    if (lead == QLatin1String(found->text)) return detail.isEmpty() ? lead : detail;
    if (detail.isEmpty()) return lead;
    //: %1 what went wrong, in the reader's language; %2 the details (file, field, value) in English
    return QCoreApplication::translate("Errors", "%1 (%2)").arg(lead, detail);
}

}  // namespace nashlab::ui
