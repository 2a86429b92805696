#pragma once
// The interface language: installs NashLab's and Qt's own translations for a language code
// ("" follows the system), replacing whatever this function installed before, so the language
// can change while the program runs. Widgets then receive QEvent::LanguageChange.
#include <QString>

namespace nashlab::ui {

/// Returns false when there is no NashLab translation for the language (English is the source).
bool installLanguage(const QString& code);

}  // namespace nashlab::ui
