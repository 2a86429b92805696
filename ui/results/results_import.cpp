// The Results tab's import menu: γ-Bench result files and Alympics records, files or whole
// folders, imported as nashlab-cli import does (engine/record/import), each file reported.
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "engine/game/game_registry.h"
#include "engine/record/import/alympics_import.h"
#include "engine/record/import/gamabench_import.h"
#include "ui/common/error_text.h"
#include "ui/results/results_view.h"
#include "ui/settings/app_settings.h"

namespace nashlab::ui {
namespace {

engine::FileImporter importerFor(ResultsView::ImportFormat format) {
    if (format == ResultsView::ImportFormat::Alympics) return engine::importAlympicsFile;
    return engine::importGamaBenchRun;
}

}  // namespace

engine::Result<QStringList> ResultsView::importRecords(ImportFormat format, const QStringList& paths,
                                                       const QString& runsDir, QStringList* notes) {
    std::vector<std::string> list;
    for (const QString& p : paths) list.push_back(p.toStdString());
    const auto report =
        engine::importEach(list, runsDir.toStdString(), engine::GameRegistry::builtin(), importerFor(format));
    QStringList dirs, problems;
    for (const auto& f : report) {
        const QString name = QFileInfo(QString::fromStdString(f.file)).fileName();
        if (!f.ok()) {
            problems << tr("%1: %2").arg(name, QString::fromStdString(f.error));
            continue;
        }
        dirs << QString::fromStdString(f.runDir);
        if (notes)
            for (const auto& note : f.notes) *notes << tr("%1: %2").arg(name, QString::fromStdString(note));
    }
    if (!dirs.isEmpty())
        if (auto s = openRun(dirs.last()); !s) problems << errorText(s.error());
    if (!problems.isEmpty()) {
        const QString advice =
            format == ImportFormat::Alympics
                ? tr("Pick Alympics Water Allocation Challenge records (WAC_<persona|nopersona>_<lo>_<hi>_<k>.json, "
                     "a JSON object with the keys A to E); see docs/alympics-import.md.")
                : tr("Pick result files saved by γ-Bench (JSON with \"meta\", \"round_records\" and "
                     "\"player_data\") of a game NashLab knows; see docs/gamabench-import.md.");
        QString message = problems.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + advice;
        if (!dirs.isEmpty())
            message = tr("Imported %n run(s); some files failed:", nullptr, static_cast<int>(dirs.size())) +
                      QLatin1Char('\n') + message;
        return engine::Error::make("import", message.toStdString());
    }
    return dirs;
}

void ResultsView::importWithDialog(ImportFormat format, bool folder) {
    const bool alympics = format == ImportFormat::Alympics;
    const QString title = alympics ? tr("Import Alympics records") : tr("Import γ-Bench results");
    QStringList paths;
    if (folder) {
        const QString dir = QFileDialog::getExistingDirectory(this, title);
        if (!dir.isEmpty()) paths << dir;
    } else {
        paths = QFileDialog::getOpenFileNames(
            this, title, QString(),
            (alympics ? tr("Alympics records (WAC_*.json)") : tr("γ-Bench result files (*.json)")) +
                QStringLiteral(";;") + tr("All files (*)"));
    }
    if (paths.isEmpty()) return;
    QStringList notes;
    auto dirs = importRecords(format, paths, AppSettings::load().effectiveRunsDir(), &notes);
    if (!dirs)
        QMessageBox::warning(this, title, errorText(dirs.error()));
    else if (!notes.isEmpty())
        QMessageBox::information(this, title,
                                 tr("Imported %n run(s). Where a record disagrees with the rules (kept as recorded, "
                                    "listed in the run's import.json):",
                                    nullptr, static_cast<int>(dirs->size())) +
                                     QLatin1Char('\n') + notes.join(QLatin1Char('\n')));
}

QString ResultsView::importSummary() const {
    QFile file(m_dir + QStringLiteral("/import.json"));
    if (!file.open(QIODevice::ReadOnly) || file.size() > (std::int64_t{4} << 20)) return {};
    const engine::Json report = engine::parseJsonOrDiscarded(file.readAll().toStdString());
    if (!report.is_object()) return {};
    // import.json is read from a folder anyone may have edited: every field's type is checked.
    const auto field = [&report](const char* key) { return report.contains(key) ? report[key] : engine::Json(); };
    const engine::Json sourceField = field("source");
    const QString source =
        QString::fromStdString(sourceField.is_string() ? sourceField.get<std::string>() : std::string("?"))
            .toHtmlEscaped();
    const engine::Json disagreements = field("disagreements");
    if (!disagreements.is_array() || disagreements.empty())
        return QStringLiteral("<br>") + tr("Imported from %1; every day agrees with the rules.").arg(source);
    QString text =
        QStringLiteral("<br>") + tr("Imported from %1; %n disagreement(s) with the rules, kept as recorded:", nullptr,
                                    static_cast<int>(disagreements.size()))
                                     .arg(source);
    for (const auto& d : disagreements)
        if (d.is_string())
            text += QStringLiteral("<br>• ") + QString::fromStdString(d.get<std::string>()).toHtmlEscaped();
    return text;
}

}  // namespace nashlab::ui
