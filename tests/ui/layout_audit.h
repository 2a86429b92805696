#pragma once
// LayoutAudit: reads a window as a person would and lists what is wrong with it — text that does
// not fit its widget (labels, buttons, tabs, table headers, combo boxes, chart axis titles),
// raw data where a person reads (a whole-word null/inf/nan, a brace), a legend that lists fewer
// series than its chart draws, an axis with a non-finite range. Only visible widgets are read.
// RecordingTranslator: a translator that also remembers every NashLab string it could not
// translate, so a test can fail on an untranslated string in de or zh_CN.
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTranslator>

class QWidget;

namespace nashlab::test {

/// Every problem of the visible widgets under `root`, one line each, prefixed by `where`.
QStringList layoutProblems(QWidget* root, const QString& where);

/// Text a person reads that shows raw data: a whole-word "null", "inf", "nan", or a brace.
/// Returns the offending word, or an empty string.
QString rawDataIn(const QString& text);

class RecordingTranslator final : public QTranslator {
public:
    bool loadLanguage(const QString& code);
    QString translate(const char* context, const char* source, const char* disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }
    /// "context: source" of every NashLab string asked for and not found.
    QStringList missing() const;
    void clearMissing() { m_missing.clear(); }

private:
    QTranslator m_real;
    mutable QSet<QString> m_missing;
};

}  // namespace nashlab::test
