#pragma once
// A QR code as an image (libqrencode): what the room's join address looks like to a phone camera.
#include <QImage>
#include <QString>
#include <QWidget>

namespace nashlab::ui {

/// The QR code of `text` (UTF-8, error correction level M), black modules on white with a quiet
/// zone of kQrQuietZone modules on every side, each module `moduleSize` pixels square. So the image
/// is (modules + 2 × kQrQuietZone) × moduleSize pixels wide and as tall. A null image when the text
/// cannot be encoded (too long) or `moduleSize` < 1.
QImage qrCodeImage(const QString& text, int moduleSize);

/// Modules of white around the code, as the QR standard asks for.
inline constexpr int kQrQuietZone = 4;

/// QrView: a QR code drawn as large as the widget allows, at a whole number of pixels per module
/// (so a phone's camera sees sharp edges), centred.
class QrView final : public QWidget {
    Q_OBJECT

public:
    explicit QrView(QWidget* parent = nullptr);
    void setText(const QString& text);
    QString text() const { return m_text; }
    /// The code at one pixel per module (null when there is none).
    const QImage& image() const { return m_image; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
    QImage m_image;
};

}  // namespace nashlab::ui
