#include "widgets/shell/viewsdialog.h"

#include "ui_viewsdialog.h"
#include "widgets/common/palettecolors.h"

#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>

namespace bd::widgets {

namespace {

// "search “eur”, currency EUR, by lowest price (descending)".
QString summary(const models::SavedView &v)
{
    QStringList parts;
    if (!v.search.isEmpty())
        parts << QObject::tr("search “%1”").arg(v.search);
    for (auto f = v.filters.cbegin(); f != v.filters.cend(); ++f)
        parts << QStringLiteral("%1 %2").arg(f.key(), f.value());
    if (!v.sortColumn.isEmpty())
        parts << (v.descending ? QObject::tr("by %1, descending") : QObject::tr("by %1")).arg(v.sortColumn);
    return parts.isEmpty() ? QObject::tr("everything, as listed") : parts.join(QStringLiteral(", "));
}

} // namespace

ViewsDialog::ViewsDialog(const QString &group, QHash<QString, QString> screenTitles, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::ViewsDialog>()), m_views(group),
      m_titles(std::move(screenTitles))
{
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("viewsDialog"));
    m_ui->views->setColumnWidth(0, 180);
    m_ui->views->setColumnWidth(1, 100);
    connect(m_ui->rename, &QPushButton::clicked, this, &ViewsDialog::renameChosen);
    connect(m_ui->remove, &QPushButton::clicked, this, &ViewsDialog::removeChosen);
    connect(m_ui->exportViews, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export views"), QStringLiteral("views.json"), tr("Saved views (*.json)"));
        if (!path.isEmpty())
            exportTo(path);
    });
    connect(m_ui->importViews, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import views"), QString(),
                                                          tr("Saved views (*.json);;All files (*)"));
        if (!path.isEmpty())
            importFrom(path);
    });
    connect(m_ui->views, &QTreeWidget::itemSelectionChanged, this, [this] {
        const int n = int(chosen().size());
        m_ui->rename->setEnabled(n == 1);
        m_ui->remove->setEnabled(n > 0);
    });
    m_ui->message->setVisible(false);
    fill();
}

ViewsDialog::~ViewsDialog() = default;

void ViewsDialog::fill()
{
    m_ui->views->clear();
    for (const models::SavedView &v : m_views.all()) {
        auto *item =
            new QTreeWidgetItem(m_ui->views, {v.name, m_titles.value(v.screen, v.screen), summary(v)});
        item->setData(0, Qt::UserRole, v.screen);
        item->setToolTip(2, summary(v));
    }
    if (m_ui->views->topLevelItemCount() > 0)
        m_ui->views->setCurrentItem(m_ui->views->topLevelItem(0));
    m_ui->rename->setEnabled(m_ui->views->topLevelItemCount() > 0);
    m_ui->remove->setEnabled(m_ui->views->topLevelItemCount() > 0);
    m_ui->exportViews->setEnabled(m_ui->views->topLevelItemCount() > 0);
}

QList<models::SavedView> ViewsDialog::chosen() const
{
    QList<models::SavedView> out;
    for (const QTreeWidgetItem *item : m_ui->views->selectedItems())
        if (auto v = m_views.find(item->data(0, Qt::UserRole).toString(), item->text(0)))
            out.append(*v);
    return out;
}

void ViewsDialog::renameChosen()
{
    const QList<models::SavedView> views = chosen();
    if (views.size() != 1)
        return;
    const models::SavedView &v = views.first();
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename view"), tr("New name for “%1”:").arg(v.name),
                                               QLineEdit::Normal, v.name, &ok)
                             .trimmed();
    if (!ok || name.isEmpty() || name == v.name)
        return;
    if (!m_views.rename(v.screen, v.name, name)) {
        say(tr("Not renamed: %1 already has a view named “%2”.")
                .arg(m_titles.value(v.screen, v.screen), name),
            true);
        return;
    }
    fill();
    say(tr("Renamed to “%1”.").arg(name));
}

void ViewsDialog::removeChosen()
{
    const QList<models::SavedView> views = chosen();
    if (views.isEmpty())
        return;
    const auto answer =
        QMessageBox::question(this, tr("Delete views?"),
                              views.size() == 1 ? tr("Delete the view “%1”?").arg(views.first().name)
                                                : tr("Delete %n views?", nullptr, int(views.size())),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    for (const models::SavedView &v : views)
        m_views.remove(v.screen, v.name);
    fill();
    say(tr("Deleted %n view(s).", nullptr, int(views.size())));
}

bool ViewsDialog::exportTo(const QString &path)
{
    QList<models::SavedView> views = chosen();
    if (views.size() < 2)
        views = m_views.all(); // one selected is the current row, not a choice: all of them
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(models::SavedViews::toJson(views)) < 0 ||
        !file.commit()) {
        say(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), true);
        return false;
    }
    say(tr("Exported %n view(s) to %1.", nullptr, int(views.size())).arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ViewsDialog::importFrom(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        say(tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()), true);
        return false;
    }
    QString error;
    const std::optional<QList<models::SavedView>> views =
        models::SavedViews::fromJson(file.read(1 << 20), &error);
    if (!views) {
        say(tr("Nothing imported from %1. %2").arg(QDir::toNativeSeparators(path), error), true);
        return false;
    }
    QStringList replaced;
    for (const models::SavedView &v : *views)
        if (m_views.find(v.screen, v.name))
            replaced << v.name;
    if (!replaced.isEmpty()) {
        const auto answer =
            QMessageBox::question(this, tr("Replace views?"),
                                  tr("These views exist already and would be replaced: %1. Import anyway?")
                                      .arg(replaced.join(QStringLiteral(", "))),
                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    for (const models::SavedView &v : *views)
        m_views.save(v);
    fill();
    say(tr("Imported %n view(s).", nullptr, int(views->size())));
    return true;
}

void ViewsDialog::say(const QString &text, bool error)
{
    m_ui->message->setText(text);
    m_ui->message->setAccessibleDescription(text);
    m_ui->message->setStyleSheet(error ? errorTextStyle(palette()) : QString());
    m_ui->message->setVisible(true);
}

} // namespace bd::widgets
