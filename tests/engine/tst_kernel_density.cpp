// Kernel density estimates and quantiles against values computed by hand (standard normal pdf).
#include <QtTest>

#include "engine/metrics/kernel_density.h"

using namespace nashlab::engine;

class TestKernelDensity : public QObject {
    Q_OBJECT

private slots:
    void quantilesInterpolateLinearly() {
        const std::vector<double> v = {5, 1, 4, 2, 3};
        QCOMPARE(quantile(v, 0.0), 1.0);
        QCOMPARE(quantile(v, 0.25), 2.0);
        QCOMPARE(quantile(v, 0.5), 3.0);
        QCOMPARE(quantile(v, 1.0), 5.0);
        QCOMPARE(quantile({0.0, 10.0}, 0.3), 3.0);
    }

    void silvermanRule() {
        // sd = sqrt(2.5) = 1.5811, IQR/1.34 = 2/1.34 = 1.4925 -> h = 0.9 * 1.4925 * 5^(-1/5) = 0.973585
        QVERIFY(std::fabs(silvermanBandwidth({1, 2, 3, 4, 5}) - 0.9735846) < 1e-6);
        QCOMPARE(silvermanBandwidth({7.0}), 1.0);
    }

    void gaussianKdeMatchesHandValues() {
        // Two points 0 and 1, h = 1: f(0) = (phi(0) + phi(1)) / 2, f(0.5) = phi(0.5).
        const auto d = gaussianKde({0.0, 1.0}, {0.0, 0.5}, 1.0);
        QVERIFY(std::fabs(d[0] - 0.3204565) < 1e-6);
        QVERIFY(std::fabs(d[1] - 0.3520653) < 1e-6);
        // h = 0.5 at 0.25: (phi(0.5) + phi(1.5)) / (2 * 0.5) = 0.4815829
        QVERIFY(std::fabs(gaussianKde({0.0, 1.0}, {0.25}, 0.5)[0] - 0.4815829) < 1e-6);
    }

    void violinHasQuartilesAndIntegratesToAboutOne() {
        const Violin v = violin({1, 2, 3, 4, 5}, 200, -100.0);
        QCOMPARE(v.median, 3.0);
        QCOMPARE(v.q1, 2.0);
        QCOMPARE(v.q3, 4.0);
        QCOMPARE(v.n, 5);
        double area = 0.0;
        for (std::size_t i = 1; i < v.grid.size(); ++i)
            area += (v.grid[i] - v.grid[i - 1]) * (v.density[i] + v.density[i - 1]) / 2.0;
        // The grid spans ±2h around the data, so about 95% or more of the mass is inside.
        QVERIFY2(area > 0.93 && area < 1.0, qPrintable(QString::number(area)));
        // A big sample's density from evenly spaced order statistics matches the full estimate closely.
        std::vector<double> big;
        for (int i = 0; i < 20000; ++i)
            big.push_back(static_cast<double>((i * 7919) % 1000) / 10.0);  // uniform on [0, 100)
        const Violin full = violin(big, 32, 0.0, 0), thin = violin(big, 32, 0.0, 2000);
        QCOMPARE(thin.median, full.median);
        for (std::size_t i = 0; i < full.density.size(); ++i)
            QVERIFY(std::fabs(thin.density[i] - full.density[i]) < 0.1 * full.density[16]);
        // Clipped at 0 for distances: no grid point below the floor.
        QVERIFY(violin({0, 0, 1}, 16, 0.0).grid.front() >= 0.0);
    }
};

QTEST_APPLESS_MAIN(TestKernelDensity)
#include "tst_kernel_density.moc"
