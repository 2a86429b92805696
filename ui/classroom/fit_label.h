#pragma once
// FitLabel: one line of plain text drawn as large as its box allows, up to a largest point size —
// the projector's address, code and round header, which must stay whole on any beamer.
#include <QWidget>

namespace nashlab::ui {

class FitLabel final : public QWidget {
    Q_OBJECT

public:
    /// `maxPointSize`: the size the text is drawn at when there is room for it.
    explicit FitLabel(qreal maxPointSize, QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    void setAlignment(Qt::Alignment alignment);
    /// The font the text is drawn with at the current size.
    QFont fittedFont() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
    qreal m_maxPointSize;
    Qt::Alignment m_alignment = Qt::AlignLeft | Qt::AlignVCenter;
};

}  // namespace nashlab::ui
