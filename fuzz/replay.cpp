// Replays saved inputs through a fuzz target without libFuzzer, so the normal test suite (plain
// g++ build, or the ASan/UBSan one) keeps every crash the fuzzer once found fixed. Arguments:
// files or folders (every file in them, sorted, hidden ones skipped). A failed oracle aborts.

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool replay(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return false;
    }
    const QByteArray bytes = file.readAll();
    std::printf("%s (%lld bytes)\n", qPrintable(path), static_cast<long long>(bytes.size()));
    std::fflush(stdout); // the name is on record if the input aborts
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
    return true;
}

int main(int argc, char **argv)
{
    int count = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (!QFileInfo::exists(path))
            continue; // no regressions found for this target yet (git keeps no empty folders)
        if (!QFileInfo(path).isDir()) {
            ok &= replay(path);
            ++count;
            continue;
        }
        const QDir dir(path);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            ok &= replay(dir.filePath(name));
            ++count;
        }
    }
    std::printf("%d inputs replayed\n", count);
    return ok ? 0 : 1;
}
