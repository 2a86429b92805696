#include "ui/charts/legend_strip.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QPixmap>
#include <QToolButton>

#include "ui/common/flow_layout.h"

namespace nashlab::ui {
namespace {

bool inLegend(const QAbstractSeries* s) { return !s->property(LegendStrip::kNoLegend).toBool(); }

QPen penOf(const QAbstractSeries* s) {
    if (const auto* line = qobject_cast<const QLineSeries*>(s)) return line->pen();
    if (const auto* area = qobject_cast<const QAreaSeries*>(s)) return QPen(area->brush().color(), 2.0);
    return QPen(Qt::gray);
}

bool isArea(const QAbstractSeries* s) { return qobject_cast<const QAreaSeries*>(s) != nullptr; }

// The swatch: a short line in the series' pen (dashed for the NE line), or a filled box for areas.
QPixmap swatch(const QAbstractSeries* s, bool visible) {
    QPixmap pixmap(22, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen = penOf(s);
    if (!visible) pen.setColor(Qt::lightGray);
    if (isArea(s)) {
        p.fillRect(QRect(3, 1, 16, 10), pen.color());
    } else {
        pen.setWidthF(std::max(2.0, pen.widthF()));
        p.setPen(pen);
        p.drawLine(QPointF(1, 6), QPointF(21, 6));
    }
    return pixmap;
}

}  // namespace

LegendStrip::LegendStrip(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("legendStrip"));
    new FlowLayout(this, 2);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

int LegendStrip::legendSeriesCount(const QChart* chart) {
    int n = 0;
    for (const QAbstractSeries* s : chart->series()) n += inLegend(s) ? 1 : 0;
    return n;
}

QStringList LegendStrip::entries() const {
    QStringList out;
    for (const auto& e : m_entries) out << e.name;
    return out;
}

void LegendStrip::showState(QToolButton* button, const QAbstractSeries* series) {
    button->setIcon(swatch(series, series->isVisible()));
    QFont f = button->font();
    f.setStrikeOut(!series->isVisible());
    button->setFont(f);
}

void LegendStrip::sync(QChart* chart) {
    chart->legend()->hide();
    QList<Entry> wanted;
    for (QAbstractSeries* s : chart->series()) {
        if (!inLegend(s)) continue;
        const QPen pen = penOf(s);
        wanted.append(
            {s, s->name(), pen.color().name() + QString::number(static_cast<int>(pen.style())), s->isVisible()});
    }
    const bool sameLooks =
        wanted.size() == m_entries.size() &&
        std::equal(wanted.begin(), wanted.end(), m_entries.begin(),
                   [](const Entry& a, const Entry& b) { return a.name == b.name && a.look == b.look; });
    if (sameLooks) {
        // The same entries for new series (a batch's next session): the buttons stay, and follow
        // them. Making ten buttons and their swatches again was most of a live redraw's time.
        for (qsizetype i = 0; i < m_entries.size(); ++i) {
            Entry& e = m_entries[i];
            e.series = wanted[i].series;
            if (e.visible != wanted[i].visible) {
                e.visible = wanted[i].visible;
                showState(m_buttons[i], e.series);
            }
        }
        return;
    }
    for (QToolButton* b : m_buttons) delete b;
    m_buttons.clear();
    m_entries = wanted;
    for (const Entry& e : m_entries) {
        auto* button = new QToolButton(this);
        button->setObjectName(QStringLiteral("legendEntry"));
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setText(e.name);
        showState(button, e.series);
        button->setIconSize(QSize(22, 12));
        button->setToolTip(tr("Click to hide or show %1").arg(e.name));
        const qsizetype index = m_buttons.size();
        connect(button, &QToolButton::clicked, this, [this, index, button] {
            if (index >= m_entries.size() || !m_entries[index].series) return;
            QAbstractSeries* series = m_entries[index].series;  // the entry's series now
            series->setVisible(!series->isVisible());
            if (auto* other = qobject_cast<QAbstractSeries*>(series->property(kCompanion).value<QObject*>()))
                other->setVisible(series->isVisible());
            m_entries[index].visible = series->isVisible();
            showState(button, series);
        });
        layout()->addWidget(button);
        button->setVisible(true);  // now, not at the layout's queued show: the strip's height counts it at once
        m_buttons.append(button);
    }
    updateGeometry();
}

}  // namespace nashlab::ui
