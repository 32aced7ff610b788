// bench_contacthistory N: the History view of contact saves opened over a store of N saves (one
// to three changed fields each, as support staff make them), in a fresh process each run, so the
// file comes from the page cache as on a second open. Reported: the store written (once), the
// time from opening the view to its painted table (count + first screenful, as a person sees
// it), a filter by field and by a part of a name, and a contact's saves for the History panel;
// against the aim (300 ms to the painted view at 200,000 saves).

#include "models/contacts/contacthistory.h"
#include "models/contacts/contacthistorymodel.h"
#include "widgets/contacts/contacthistorydialog.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace {

const QString Scope = QStringLiteral("scoped/bench");
const char *const Fields[] = {"title",       "phone",         "mobilePhone", "email",
                              "billingCity", "billingStreet", "suffix"};

void fill(const QString &path, int saves)
{
    bd::models::ContactHistory history(path);
    QSqlDatabase db = QSqlDatabase::database(history.connectionName());
    db.transaction();
    QSqlQuery save(db), change(db);
    save.prepare(
        QStringLiteral("INSERT INTO saves (scope, contact_id, contact_name, at, signed_in_as, source, "
                       "outcome, status, message) VALUES (?, ?, ?, ?, ?, ?, 1, 200, '')"));
    change.prepare(QStringLiteral("INSERT INTO changes (save_id, field, before, after) VALUES (?, ?, ?, ?)"));
    QRandomGenerator random(42);
    QDateTime at = QDateTime::fromString(QStringLiteral("2024-01-01T09:00:00Z"), Qt::ISODate);
    for (int i = 0; i < saves; ++i) {
        const int contact = int(random.bounded(20000));
        at = at.addSecs(random.bounded(1, 400));
        save.addBindValue(Scope);
        save.addBindValue(QStringLiteral("003Ac%1").arg(contact, 13, 10, QLatin1Char('0')));
        save.addBindValue(QStringLiteral("Contact %1 Example").arg(contact));
        save.addBindValue(at.toString(Qt::ISODateWithMs));
        save.addBindValue(QStringLiteral("agent%1@example.com").arg(random.bounded(40)));
        save.addBindValue(random.bounded(10) == 0 ? QStringLiteral("cli") : QStringLiteral("window"));
        save.exec();
        const qint64 id = save.lastInsertId().toLongLong();
        const int changes = 1 + int(random.bounded(3));
        for (int c = 0; c < changes; ++c) {
            change.addBindValue(id);
            change.addBindValue(QString::fromLatin1(Fields[random.bounded(int(std::size(Fields)))]));
            change.addBindValue(QStringLiteral("old value %1").arg(random.bounded(100000)));
            change.addBindValue(QStringLiteral("new value %1").arg(random.bounded(100000)));
            change.exec();
        }
    }
    db.commit();
}

double ms(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

int measure()
{
    QElapsedTimer t;
    t.start();
    bd::widgets::ContactHistoryDialog view(Scope);
    view.show();
    view.repaint();
    const double shown = ms(t);
    auto *table = view.findChild<QTableView *>();
    QEventLoop counting; // the count comes from a worker; the view takes keys meanwhile
    QObject::connect(view.model(), &bd::models::ContactHistoryModel::totalCounted, &counting,
                     &QEventLoop::quit);
    if (view.model()->totalRows() < 0)
        counting.exec();
    const double counted = ms(t);
    const qsizetype total = view.model()->totalRows();
    auto *field = view.findChild<QComboBox *>(QStringLiteral("field"));
    t.restart();
    field->setCurrentIndex(field->findData(QStringLiteral("email")));
    table->repaint();
    const double byField = ms(t);
    bd::models::ContactHistoryFilter filter;
    filter.scope = Scope;
    filter.contact = QStringLiteral("Contact 1234 ");
    t.restart();
    view.model()->setFilter(filter);
    table->repaint();
    const double byName = ms(t);
    filter = {};
    filter.scope = Scope;
    filter.contactId = QStringLiteral("003Ac0000000004321");
    t.restart();
    const auto records = view.model()->history().records(filter, 200);
    const double panel = ms(t);
    std::printf("%.1f %.1f %.1f %.1f %.1f %lld %lld\n", shown, counted, byField, byName, panel,
                static_cast<long long>(total), static_cast<long long>(records.size()));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--measure") == 0) {
        QApplication app(argc, argv);
        return measure();
    }
    // The store where the view looks for it: the data folder of a temporary home.
    QTemporaryDir dir;
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir.filePath(QStringLiteral("xdg"))));
    QApplication app(argc, argv);
    const int saves = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 200000;
    const int runs = argc > 2 ? std::max(1, QByteArray(argv[2]).toInt()) : 5;
    QElapsedTimer t;
    t.start();
    fill(bd::models::ContactHistory::defaultPath(), saves);
    std::printf("contact history: %d saves written in %.0f ms (one transaction)\n", saves, ms(t));
    std::printf("run  view shown (ms)  counted (worker)  filter by field  filter by name part  one contact's "
                "saves  rows\n");
    QList<double> shown;
    for (int run = 1; run <= runs; ++run) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--measure")});
        child.waitForFinished(120000);
        const QStringList v =
            QString::fromUtf8(child.readAllStandardOutput()).split(u' ', Qt::SkipEmptyParts);
        if (v.size() < 7) {
            std::fprintf(stderr, "run %d failed: %s\n", run, child.readAllStandardError().constData());
            return 1;
        }
        shown << v.at(0).toDouble();
        std::printf("%3d  %17s  %16s  %15s  %19s  %19s  %s", run, qPrintable(v.at(0)), qPrintable(v.at(1)),
                    qPrintable(v.at(2)), qPrintable(v.at(3)), qPrintable(v.at(4)), qPrintable(v.at(5)));
        std::printf("\n");
    }
    std::sort(shown.begin(), shown.end());
    std::printf("median view shown: %.1f ms (aim 300 ms at 200,000 saves)\n", shown.at(shown.size() / 2));
    return 0;
}
