#pragma once
// Engine errors as a person reads them. An engine Error carries a stable code and an English
// message that names the offending file, field or value. In English the message is shown as
// written; in another language a translated sentence for the code (context "Errors") comes first
// and the message follows as the detail, so a German or Chinese reader knows what went wrong
// even where the detail is English.
#include <QString>

#include "engine/core/result.h"

namespace nashlab::ui {

/// What the window shows for an engine error (one line, as for a status bar or a dialog).
QString errorText(const engine::Error& error);

}  // namespace nashlab::ui
