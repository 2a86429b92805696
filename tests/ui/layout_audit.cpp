#include "tests/ui/layout_audit.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTabBar>
#include <QTextDocument>
#include <QValueAxis>
#include <QWidget>
#include <cmath>

#include "ui/charts/legend_strip.h"

namespace nashlab::test {

namespace {

// A widget a person can see: shown, and not scrolled out of its scroll area's viewport.
bool seen(const QWidget* w) {
    if (!w->isVisible() || w->width() <= 0 || w->height() <= 0) return false;
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
        if (const auto* area = qobject_cast<const QScrollArea*>(p); area && area->viewport()->isAncestorOf(w)) {
            const QRect inViewport(w->mapTo(area->viewport(), QPoint(0, 0)), w->size());
            if (!area->viewport()->rect().intersects(inViewport)) return false;
        }
    }
    return true;
}

QString plainOf(const QLabel* label) {
    if (label->textFormat() == Qt::PlainText) return label->text();
    if (label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text())) {
        QTextDocument doc;
        doc.setHtml(label->text());
        return doc.toPlainText();
    }
    return label->text();
}

QString nameOf(const QWidget* w) {
    QString name = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty()) name += QLatin1Char('#') + w->objectName();
    return name;
}

QString shortened(const QString& text) { return text.size() > 60 ? text.left(57) + QStringLiteral("…") : text; }

// Width the text needs on one line, the widest of its lines.
int widthOf(const QFontMetrics& fm, const QString& text) {
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) widest = std::max(widest, fm.horizontalAdvance(line));
    return widest;
}

void auditLabel(const QLabel* label, const QString& where, QStringList& out) {
    const QString text = plainOf(label);
    if (text.trimmed().isEmpty()) return;
    if (const QString bad = rawDataIn(text); !bad.isEmpty())
        out << QStringLiteral("%1: %2 shows '%3': %4").arg(where, nameOf(label), bad, shortened(text));
    const QRect room =
        label->contentsRect().adjusted(label->margin(), label->margin(), -label->margin(), -label->margin());
    if (label->wordWrap()) {
        const int needed = label->heightForWidth(label->width());
        if (needed > label->height() + 2)
            out << QStringLiteral("%1: %2 needs %3 px of height, has %4: %5")
                       .arg(where, nameOf(label))
                       .arg(needed)
                       .arg(label->height())
                       .arg(shortened(text));
        return;
    }
    int needed = 0;
    if (label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text())) {
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        doc.setHtml(label->text());
        needed = static_cast<int>(std::ceil(doc.idealWidth()));
    } else {
        needed = widthOf(label->fontMetrics(), text);
    }
    if (needed > room.width() + 1)
        out << QStringLiteral("%1: %2 needs %3 px, has %4: %5")
                   .arg(where, nameOf(label))
                   .arg(needed)
                   .arg(room.width())
                   .arg(shortened(text));
}

void auditButton(const QAbstractButton* button, const QString& where, QStringList& out) {
    QString text = button->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.trimmed().isEmpty()) return;
    if (const QString bad = rawDataIn(text); !bad.isEmpty())
        out << QStringLiteral("%1: %2 shows '%3': %4").arg(where, nameOf(button), bad, text);
    // The text alone (no icon, no indicator) must fit inside the button.
    const int needed = widthOf(button->fontMetrics(), text);
    const int extra = button->icon().isNull() ? 0 : button->iconSize().width();
    if (needed + extra > button->width())
        out << QStringLiteral("%1: %2 needs %3 px, has %4: %5")
                   .arg(where, nameOf(button))
                   .arg(needed + extra)
                   .arg(button->width())
                   .arg(text);
}

void auditTabs(const QTabBar* bar, const QString& where, QStringList& out) {
    for (int i = 0; i < bar->count(); ++i) {
        if (!bar->isTabVisible(i)) continue;
        QString text = bar->tabText(i);
        text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        if (const QString bad = rawDataIn(text); !bad.isEmpty())
            out << QStringLiteral("%1: tab shows '%2': %3").arg(where, bad, text);
        const QRect r = bar->tabRect(i);
        if (widthOf(bar->fontMetrics(), text) > r.width())
            out << QStringLiteral("%1: tab '%2' is cut (%3 px)").arg(where, text).arg(r.width());
        if (r.right() > bar->width() || r.left() < 0)
            out << QStringLiteral("%1: tab '%2' is out of sight (scrolled away)").arg(where, text);
    }
}

void auditHeader(const QHeaderView* header, const QString& where, QStringList& out) {
    const QAbstractItemModel* model = header->model();
    if (!model || header->orientation() != Qt::Horizontal) return;
    const QFontMetrics fm(header->font());
    for (int i = 0; i < header->count(); ++i) {
        if (header->isSectionHidden(i)) continue;
        const QString text = model->headerData(i, Qt::Horizontal, Qt::DisplayRole).toString();
        if (text.isEmpty()) continue;
        if (const QString bad = rawDataIn(text); !bad.isEmpty())
            out << QStringLiteral("%1: column header shows '%2': %3").arg(where, bad, text);
        const int left = header->sectionViewportPosition(i);
        if (left >= header->viewport()->width()) continue;  // scrolled to the right: a person scrolls
        const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        if (widthOf(fm, text) + margin > header->sectionSize(i) + 1)
            out << QStringLiteral("%1: column '%2' is cut (%3 px, needs %4)")
                       .arg(where, text)
                       .arg(header->sectionSize(i))
                       .arg(widthOf(fm, text) + margin);
    }
}

void auditCombo(const QComboBox* combo, const QString& where, QStringList& out) {
    const QString text = combo->currentText();
    if (text.isEmpty()) return;
    if (const QString bad = rawDataIn(text); !bad.isEmpty())
        out << QStringLiteral("%1: %2 shows '%3': %4").arg(where, nameOf(combo), bad, text);
    const int arrow = combo->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, combo);
    if (widthOf(combo->fontMetrics(), text) + arrow > combo->width())
        out << QStringLiteral("%1: %2 cuts its choice '%3' (%4 px)")
                   .arg(where, nameOf(combo), text)
                   .arg(combo->width());
}

void auditChart(const QChartView* view, const QString& where, QStringList& out) {
    const QChart* chart = view->chart();
    if (!chart) return;
    const QRectF plot = chart->plotArea();
    for (const QAbstractAxis* axis : chart->axes()) {
        if (!axis->isVisible()) continue;
        const QString title = axis->titleText();
        if (const QString bad = rawDataIn(title); !bad.isEmpty())
            out << QStringLiteral("%1: axis title shows '%2': %3").arg(where, bad, title);
        const QFontMetrics fm(axis->titleFont());
        if (!axis->isTitleVisible()) {  // hidden because it would be cut: the chart's title names the measure
            if (chart->title().isEmpty())
                out << QStringLiteral("%1: axis title '%2' hidden and no chart title").arg(where, title);
            continue;
        }
        const double room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        if (!title.isEmpty() && fm.horizontalAdvance(title) > room)
            out << QStringLiteral("%1: axis title '%2' is cut (%3 px, needs %4)")
                       .arg(where, title)
                       .arg(room)
                       .arg(fm.horizontalAdvance(title));
        if (const auto* value = qobject_cast<const QValueAxis*>(axis))
            if (!std::isfinite(value->min()) || !std::isfinite(value->max()))
                out << QStringLiteral("%1: axis '%2' has no finite range").arg(where, title);
    }
    const QString title = chart->title();
    if (const QString bad = rawDataIn(title); !bad.isEmpty())
        out << QStringLiteral("%1: chart title shows '%2': %3").arg(where, bad, title);
    if (const int needed = QFontMetrics(chart->titleFont()).horizontalAdvance(title);
        needed > chart->size().width() - 16)
        out << QStringLiteral("%1: chart title is cut (%2 px, needs %3): %4")
                   .arg(where)
                   .arg(chart->size().width())
                   .arg(needed)
                   .arg(title);
    // What QtCharts drew: a title or tick label it had no room for is elided to "…".
    for (const QGraphicsItem* item : view->scene()->items()) {
        if (!item->isVisible()) continue;
        QString text;
        if (const auto* t = dynamic_cast<const QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (const auto* st = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            text = st->text();
        if (text.contains(QChar(0x2026)) || text.contains(QLatin1String("...")))
            out << QStringLiteral("%1: %2 drew an elided text '%3' at %4,%5")
                       .arg(where, nameOf(view), text)
                       .arg(item->scenePos().x())
                       .arg(item->scenePos().y());
        else if (const QString bad = rawDataIn(text); !bad.isEmpty())
            out << QStringLiteral("%1: the chart drew '%2': %3").arg(where, bad, text);
    }
    // A legend: either LegendStrip under the chart, or QChart's own one that shows every series.
    const QWidget* container = view->parentWidget();
    const auto* strip = container ? container->findChild<const ui::LegendStrip*>() : nullptr;
    if (strip && strip->isVisible()) {
        const int want = ui::LegendStrip::legendSeriesCount(chart);
        if (strip->entries().size() != want)
            out << QStringLiteral("%1: legend lists %2 series of %3 (%4)")
                       .arg(where)
                       .arg(strip->entries().size())
                       .arg(want)
                       .arg(strip->entries().join(QStringLiteral(", ")));
        for (const QString& entry : strip->entries())
            if (const QString bad = rawDataIn(entry); !bad.isEmpty())
                out << QStringLiteral("%1: legend entry shows '%2': %3").arg(where, bad, entry);
    } else if (chart->legend()->isVisible() && !chart->series().isEmpty()) {
        out << QStringLiteral("%1: a chart with QChart's own legend (it drops series it has no room for)").arg(where);
    }
}

}  // namespace

QString rawDataIn(const QString& text) {
    static const QRegularExpression word(QStringLiteral("\\b(null|inf|nan|-nan|undefined)\\b"),
                                         QRegularExpression::CaseInsensitiveOption);
    if (const auto m = word.match(text); m.hasMatch()) return m.captured(1);
    for (const char* bad : {"{", "}", "\"\":"})
        if (text.contains(QLatin1String(bad))) return QLatin1String(bad);
    return {};
}

// A text inside a scroll area that runs past the right edge of what is shown: the pane would have
// to be scrolled sideways to read it (a form wider than its pane).
bool runsPastTheRight(const QWidget* w) {
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QScrollArea*>(p); area && area->viewport()->isAncestorOf(w)) {
            const QRect inViewport(w->mapTo(area->viewport(), QPoint(0, 0)), w->size());
            return inViewport.right() > area->viewport()->width() + 2;
        }
    return false;
}

QStringList layoutProblems(QWidget* root, const QString& where) {
    QStringList out;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!seen(w)) continue;
        if ((qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w)) && runsPastTheRight(w))
            out << QStringLiteral("%1: %2 runs past the right edge of its pane").arg(where, nameOf(w));
        // Inside a spin box or a combo box the line edit is read as the box.
        if (qobject_cast<QLineEdit*>(w) &&
            (qobject_cast<QAbstractSpinBox*>(w->parentWidget()) || qobject_cast<QComboBox*>(w->parentWidget())))
            continue;
        if (const auto* label = qobject_cast<QLabel*>(w))
            auditLabel(label, where, out);
        else if (const auto* button = qobject_cast<QAbstractButton*>(w))
            auditButton(button, where, out);
        else if (const auto* bar = qobject_cast<QTabBar*>(w))
            auditTabs(bar, where, out);
        else if (const auto* header = qobject_cast<QHeaderView*>(w))
            auditHeader(header, where, out);
        else if (const auto* combo = qobject_cast<QComboBox*>(w))
            auditCombo(combo, where, out);
        else if (const auto* chart = qobject_cast<QChartView*>(w))
            auditChart(chart, where, out);
    }
    out.removeDuplicates();
    return out;
}

bool RecordingTranslator::loadLanguage(const QString& code) {
    return m_real.load(QStringLiteral(":/i18n/nashlab_%1.qm").arg(code));
}

QString RecordingTranslator::translate(const char* context, const char* source, const char* disambiguation,
                                       int n) const {
    QString text = m_real.translate(context, source, disambiguation, n);
    const QString ctx = QString::fromLatin1(context);
    const bool ours = ctx.startsWith(QLatin1String("nashlab::")) ||
                      QStringList{QStringLiteral("Games"), QStringLiteral("HumanView"), QStringLiteral("RunModel"),
                                  QStringLiteral("ScoreBars"), QStringLiteral("AuctionCharts")}
                          .contains(ctx);
    // A string with no letters in it ("%1 / %2", "—") reads the same in every language.
    const bool wordy = QString::fromUtf8(source).contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}")));
    if (text.isEmpty() && ours && wordy) m_missing.insert(ctx + QStringLiteral(": ") + QString::fromUtf8(source));
    return text;
}

QStringList RecordingTranslator::missing() const {
    QStringList list(m_missing.begin(), m_missing.end());
    list.sort();
    return list;
}

}  // namespace nashlab::test
