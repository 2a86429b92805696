#pragma once
// LiveHistogram: this round's answers so far as a histogram for the projector — the room's "live"
// message (values, their range, and marks such as the average and the target) drawn with QPainter:
// ten bins over [min, max], a count on every bar, and a dashed vertical line with its label and
// value for every mark.
#include <QList>
#include <QString>
#include <QVector>
#include <QWidget>
#include <string>

#include "engine/core/json.h"

namespace nashlab::ui {

class LiveHistogram final : public QWidget {
    Q_OBJECT

public:
    static constexpr int kBins = 10;
    /// A mark's name as the room sends it ("Average so far", "Target") in the reader's language.
    static QString markLabel(const std::string& english);

    struct Mark {
        QString label;
        double value = 0;
    };

    explicit LiveHistogram(QWidget* parent = nullptr);

    /// The room's "live" message ({"values", "min", "max", "marks"}); anything else: no answers yet.
    /// Without "min" and "max" the bins span the answers and marks, widened to round numbers.
    void setLive(const engine::Json& live);

    /// Answers per bin (kBins of them; a value equal to the maximum counts in the last bin).
    const QVector<int>& counts() const { return m_counts; }
    int total() const { return m_total; }
    double minimum() const { return m_min; }
    double maximum() const { return m_max; }
    const QList<Mark>& marks() const { return m_marks; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<int> m_counts = QVector<int>(kBins, 0);
    int m_total = 0;
    double m_min = 0;
    double m_max = 100;
    bool m_hasRange = false;
    QList<Mark> m_marks;
};

/// A number as the projector shows it: whole numbers bare, others with one decimal, in the locale's form.
QString projectorNumber(double value);

}  // namespace nashlab::ui
