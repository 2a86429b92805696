#include "ui/classroom/qr_code.h"

#include <qrencode.h>

#include <QPainter>
#include <algorithm>
#include <memory>

namespace nashlab::ui {

QImage qrCodeImage(const QString& text, int moduleSize) {
    if (moduleSize < 1 || text.isEmpty()) return {};
    const QByteArray utf8 = text.toUtf8();
    // Version 0: the smallest that holds the text; case-sensitive 8-bit mode (a URL's code is).
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code) return {};
    const int modules = code->width;
    const int side = (modules + 2 * kQrQuietZone) * moduleSize;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    for (int y = 0; y < modules; ++y)
        for (int x = 0; x < modules; ++x)
            // Bit 0 of each byte: the module is dark; the other bits say what kind of module it is.
            if (code->data[y * modules + x] & 1)
                painter.drawRect((x + kQrQuietZone) * moduleSize, (y + kQrQuietZone) * moduleSize, moduleSize,
                                 moduleSize);
    return image;
}

QrView::QrView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("qrView"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void QrView::setText(const QString& text) {
    if (text == m_text) return;
    m_text = text;
    m_image = qrCodeImage(text, 1);
    update();
}

QSize QrView::sizeHint() const { return {400, 400}; }
QSize QrView::minimumSizeHint() const {
    const int side = m_image.isNull() ? 64 : 2 * m_image.width();
    return {side, side};
}

void QrView::paintEvent(QPaintEvent*) {
    if (m_image.isNull()) return;
    QPainter p(this);
    const int scale = std::max(1, std::min(width(), height()) / m_image.width());
    const int side = scale * m_image.width();
    const QRect target((width() - side) / 2, (height() - side) / 2, side, side);
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(target, m_image);
}

}  // namespace nashlab::ui
