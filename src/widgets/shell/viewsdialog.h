#pragma once

#include "models/common/savedviews.h"

#include <QDialog>
#include <QHash>

#include <memory>

namespace Ui {
class ViewsDialog;
}

namespace bd::widgets {

// View → Saved Views → Manage: the tenant's saved views with what each shows; rename, delete
// (asking first), export the chosen ones (or all) to a JSON file, import one (a view with the
// same name is replaced after asking). Every problem with a file is said in the dialog, naming
// the file and what is wrong.
class ViewsDialog final : public QDialog
{
    Q_OBJECT
public:
    // `group`: the tenant's settings group; `screenTitles`: "catalog" → "Catalog", …
    ViewsDialog(const QString &group, QHash<QString, QString> screenTitles, QWidget *parent = nullptr);
    ~ViewsDialog() override;

    // Export and Import without their file dialogs (what the buttons do after choosing a file).
    bool exportTo(const QString &path);
    bool importFrom(const QString &path);

private:
    void fill();
    QList<models::SavedView> chosen() const;
    void renameChosen();
    void removeChosen();
    void say(const QString &text, bool error = false);

    std::unique_ptr<Ui::ViewsDialog> m_ui;
    models::SavedViews m_views;
    QHash<QString, QString> m_titles;
};

} // namespace bd::widgets
