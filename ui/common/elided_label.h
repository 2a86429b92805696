#pragma once
// ElidedLabel: one line of text that takes the width it is given, cut in the middle with "…"
// when it has less (a run folder's path: its start and its folder name stay readable), and shown
// whole in its tooltip. A plain QLabel with a long path made the whole window wider.
#include <QLabel>

namespace nashlab::ui {

class ElidedLabel final : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    void setFullText(const QString& text);
    QString fullText() const { return m_full; }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();
    QString m_full;
};

}  // namespace nashlab::ui
