// nashlab_render_icon: renders the SVG icon source to one square PNG at build time, with Qt's own
// SVG renderer so packaging needs no tool beyond the Qt modules the application already uses.
// Usage: nashlab_render_icon <input.svg> <size> <output.png>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char* argv[]) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: nashlab_render_icon <input.svg> <size> <output.png>\n");
        return 2;
    }
    const QString input = QString::fromLocal8Bit(argv[1]);
    const QString output = QString::fromLocal8Bit(argv[3]);
    bool ok = false;
    const int size = QString::fromLocal8Bit(argv[2]).toInt(&ok);
    if (!ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "nashlab_render_icon: size '%s' is not a whole number from 1 to 4096\n", argv[2]);
        return 2;
    }
    QSvgRenderer renderer(input);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "nashlab_render_icon: cannot read SVG '%s'\n", argv[1]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        renderer.render(&painter);
    }
    if (!image.save(output, "PNG")) {
        std::fprintf(stderr, "nashlab_render_icon: cannot write PNG '%s'\n", argv[3]);
        return 1;
    }
    return 0;
}
