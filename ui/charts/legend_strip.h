#pragma once
// LegendStrip: a chart's legend as a row of entries under the chart that wraps onto more lines
// instead of dropping series (QChart's own legend cuts entries it has no room for: with ten seats
// the last seat, the mean and the NE line — the only place the NE value is named — went missing).
// One entry per series that belongs in a legend; a click hides or shows its series.
#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

class QAbstractSeries;
class QChart;
class QToolButton;

namespace nashlab::ui {

class LegendStrip final : public QWidget {
    Q_OBJECT

public:
    explicit LegendStrip(QWidget* parent = nullptr);

    /// Series that a legend leaves out (quartile bars, error whiskers) carry this property set to true.
    static constexpr const char* kNoLegend = "nashlabNoLegend";
    /// A series whose visibility follows its entry's (a bar's whisker) is named by this property.
    static constexpr const char* kCompanion = "nashlabCompanion";

    /// Takes the chart's legend over (hides QChart's own) and lists its series; call after every
    /// redraw: entries are rebuilt only when the series, their names or colours changed.
    void sync(QChart* chart);
    /// The entries' texts, in order (tests compare them with the chart's series).
    QStringList entries() const;
    /// How many series of `chart` belong in a legend.
    static int legendSeriesCount(const QChart* chart);

private:
    /// The button's swatch and strike-out as the series is shown or hidden.
    static void showState(QToolButton* button, const QAbstractSeries* series);
    struct Entry {
        QPointer<QAbstractSeries> series;  ///< null once the chart has deleted it
        QString name;
        QString look;         // colour and line style, to notice a change
        bool visible = true;  // what the button shows
    };
    QList<Entry> m_entries;
    QList<QToolButton*> m_buttons;
};

}  // namespace nashlab::ui
