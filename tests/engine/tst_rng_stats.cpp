// Rng: same seed same stream, split streams independent and stable; summary statistics
// against hand-computed values.
#include <QtTest>
#include <cmath>

#include "engine/core/json.h"
#include "engine/core/rng.h"
#include "engine/core/sha256.h"
#include "engine/games/deck_shuffle.h"
#include "engine/metrics/summary_stats.h"

using namespace nashlab::engine;

class TestRngStats : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameStream() {
        Rng a(42), b(42), c(43);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            const auto x = a.nextU64();
            QCOMPARE(x, b.nextU64());
            differs = differs || x != c.nextU64();
        }
        QVERIFY(differs);
    }

    void splitIsStableAndIndependent() {
        Rng root(7);
        Rng s1 = root.split("valuations");
        Rng s2 = Rng(7).split("valuations");
        QCOMPARE(s1.nextU64(), s2.nextU64());
        QVERIFY(Rng(7).split(1).nextU64() != Rng(7).split(2).nextU64());
        const auto before = Rng(7).nextU64();
        (void)root.split(5);
        QCOMPARE(root.nextU64(), before);  // splitting does not advance the parent
    }

    void distributionsStayInRange() {
        Rng rng(1);
        double sum = 0;
        const int n = 20000;
        for (int i = 0; i < n; ++i) {
            const auto k = rng.uniformInt(-3, 3);
            QVERIFY(k >= -3 && k <= 3);
            const double u = rng.uniform01();
            QVERIFY(u >= 0.0 && u < 1.0);
            sum += rng.normal(10.0, 2.0);
        }
        QVERIFY(std::fabs(sum / n - 10.0) < 0.1);  // 5 standard errors
    }

    // The card games' shuffle draws without a division; every draw must be uniformInt(0, k)'s.
    void shuffleDrawsMatchUniformInt() {
        const auto& ranges = nashlab::engine::games::shuffleRanges();
        Rng numbers(7);
        for (std::size_t k = 1; k < ranges.size(); ++k) {
            const std::uint64_t d = ranges[k].range.span;
            QCOMPARE(d, k + 1);
            for (std::uint64_t n : {std::uint64_t{0}, std::uint64_t{1}, d - 1, d, d + 1, ranges[k].range.limit - 1,
                                    UINT64_MAX / 2, UINT64_MAX - 1, UINT64_MAX})
                QCOMPARE(ranges[k].remainder(n), n % d);
            for (int i = 0; i < 20000; ++i) {
                const std::uint64_t n = numbers.nextU64();
                QCOMPARE(ranges[k].remainder(n), n % d);
            }
            Rng a(k), b(k);
            for (int i = 0; i < 2000; ++i) QCOMPARE(ranges[k].draw(a), b.uniformInt(0, static_cast<std::int64_t>(k)));
        }
        // A whole deck: the same order as a shuffle drawn with uniformInt.
        std::array<int, 52> fast{}, slow{};
        for (int i = 0; i < 52; ++i) fast[static_cast<std::size_t>(i)] = slow[static_cast<std::size_t>(i)] = i;
        Rng a(2026), b(2026);
        nashlab::engine::games::shuffleDeck(fast.data(), fast.size(), a);
        for (std::size_t k = slow.size(); k-- > 1;)
            std::swap(slow[k], slow[static_cast<std::size_t>(b.uniformInt(0, static_cast<std::int64_t>(k)))]);
        QCOMPARE(fast, slow);
    }

    void summaryAgainstHandValues() {
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7, sd 2.13809.
        const Summary s = summarize({2, 4, 4, 4, 5, 5, 7, 9});
        QCOMPARE(s.n, 8);
        QCOMPARE(s.mean, 5.0);
        QVERIFY(std::fabs(s.sd - std::sqrt(32.0 / 7.0)) < 1e-12);
        // t(7) = 2.365: half width 2.365 × 2.13809 / √8 = 1.78777.
        QVERIFY(std::fabs((s.ciHigh - s.mean) - 2.365 * std::sqrt(32.0 / 7.0) / std::sqrt(8.0)) < 1e-9);
        QCOMPARE(summarize({3}).sd, 0.0);
        QCOMPARE(summarize({}).n, 0);
        QCOMPARE(tCritical95(1), 12.706);
        QVERIFY(std::fabs(tCritical95(10000) - 1.96) < 0.001);
    }

    void sha256KnownVectors() {
        // FIPS 180-4 examples, plus lengths around the 55/56/64-byte padding boundaries.
        QCOMPARE(QString::fromStdString(sha256Hex("")),
                 QStringLiteral("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(QString::fromStdString(sha256Hex("abc")),
                 QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(QString::fromStdString(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
                 QStringLiteral("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(QString::fromStdString(sha256Hex(std::string(1000000, 'a'))),
                 QStringLiteral("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
        for (int n : {55, 56, 63, 64, 65}) {
            const std::string text(static_cast<std::size_t>(n), 'x');
            const QByteArray expected =
                QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256).toHex();
            QCOMPARE(QString::fromStdString(sha256Hex(text)), QString::fromLatin1(expected));
        }
    }

    void fractionsAndNumbers() {
        QCOMPARE(QString::fromStdString(formatFraction(2.0 / 3.0)), QStringLiteral("2/3"));
        QCOMPARE(QString::fromStdString(formatFraction(0.5)), QStringLiteral("1/2"));
        QCOMPARE(QString::fromStdString(formatFraction(2.0)), QStringLiteral("2"));
        QCOMPARE(QString::fromStdString(formatFraction(0.123456)), QStringLiteral("0.1235"));
        QCOMPARE(QString::fromStdString(formatNumber(33.333333, 2)), QStringLiteral("33.33"));
        QCOMPARE(QString::fromStdString(formatNumber(-0.0)), QStringLiteral("0"));
    }
};

QTEST_APPLESS_MAIN(TestRngStats)
#include "tst_rng_stats.moc"
