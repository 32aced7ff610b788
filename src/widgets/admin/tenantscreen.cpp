#include "widgets/admin/tenantscreen.h"
#include "widgets/common/palettecolors.h"

#include "api/apiclient.h"
#include "domain/json/jsonwriter.h"
#include "models/admin/tenantcontroller.h"
#include "models/common/fieldtreemodel.h"
#include "ui_tenantscreen.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMenu>
#include <QPointer>
#include <QSettings>

namespace bd::widgets {

using models::TenantController;

TenantScreen::TenantScreen(const api::AccountPtr &account, QWidget *parent)
    : Screen(parent), m_ui(std::make_unique<Ui::TenantScreen>()), m_account(account),
      m_controller(new TenantController(account, this))
{
    m_ui->setupUi(this);
    m_ui->details->setModel(m_controller->model());
    m_ui->details->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_ui->details->setColumnWidth(models::FieldTreeModel::Field, 240);
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    if (!m_ui->splitter->restoreState(QSettings().value(QStringLiteral("tenant/splitter")).toByteArray()))
        m_ui->splitter->setSizes({460, 740});

    // Each shortcut has one owner, this screen, and acts while the focus is anywhere in it.
    auto *copy = new QAction(tr("&Copy tenant details as JSON"), this);
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &TenantScreen::copyDetails);
    addAction(copy);
    connect(m_ui->copyButton, &QPushButton::clicked, copy, &QAction::trigger);
    auto *copyValue = new QAction(tr("Copy this &value"), this);
    connect(copyValue, &QAction::triggered, this, &TenantScreen::copyValue);
    connect(m_ui->details, &QWidget::customContextMenuRequested, this,
            [this, copy, copyValue](const QPoint &at) {
                QMenu menu(this);
                copyValue->setEnabled(m_ui->details->currentIndex().isValid());
                menu.addAction(copyValue);
                menu.addAction(copy);
                menu.exec(m_ui->details->viewport()->mapToGlobal(at));
            });
    auto *refresh = new QAction(tr("Refresh"), this);
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(refresh, &QAction::triggered, this, &TenantScreen::reload);
    addAction(refresh);
    // One button: Refresh, Retry after a failure, Cancel while loading.
    connect(m_ui->refresh, &QPushButton::clicked, this, [this] {
        if (m_controller->isLoading())
            m_controller->cancel();
        else
            reload();
    });

    connect(m_controller, &TenantController::loaded, this, [this](int fieldCount) {
        m_ui->refresh->setText(tr("&Refresh"));
        showMessage(fieldCount == 0 ? tr("The service sent no details for this tenant.") : QString(), false);
        m_ui->details->expandToDepth(0);
        m_ui->copyButton->setEnabled(fieldCount > 0);
        setStatusText(tr("%n field(s) of tenant details", nullptr, fieldCount));
        emit loaded(fieldCount);
    });
    connect(m_controller, &TenantController::waiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_controller->cancel(); });
    });
    connect(m_controller, &TenantController::switchWaiting, this, [this](int seconds, int attempt, int of) {
        m_ui->messageBar->showWait(seconds, attempt, of, [this] { m_controller->cancelSwitch(); });
    });
    connect(m_controller, &TenantController::canceled, this, [this] {
        m_ui->refresh->setText(tr("&Retry"));
        showMessage(tr("Loading canceled; the details shown are from before."), false);
    });
    connect(m_controller, &TenantController::failed, this, [this](const api::ApiError &error) {
        m_ui->refresh->setText(tr("&Retry"));
        showMessage(tr("The tenant details could not be loaded. %1").arg(error.userMessage()), true);
    });

    connect(m_ui->switchButton, &QPushButton::clicked, this, &TenantScreen::switchToSelected);
    connect(m_ui->tenantList, &QListWidget::itemActivated, this, &TenantScreen::switchToSelected);
    connect(m_ui->tenantList, &QListWidget::currentRowChanged, this, [this](int row) {
        m_ui->switchButton->setEnabled(!m_controller->isSwitching() && row >= 0 &&
                                       row != m_controller->currentTenant());
        endSwitchMessage(); // it spoke of another choice
    });
    connect(m_ui->useKey, &QPushButton::clicked, this, &TenantScreen::switchWithTypedKey);
    connect(m_ui->tenantKey, &QLineEdit::returnPressed, this, &TenantScreen::switchWithTypedKey);
    connect(m_ui->tenantKey, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_ui->useKey->setEnabled(!m_controller->isSwitching() && !text.trimmed().isEmpty());
        if (!text.isEmpty())
            endSwitchMessage(); // a refused key is being typed again
    });
    connect(m_controller, &TenantController::switched, this, [this](const QString &tenantName) {
        setSwitching(false);
        endWait();
        m_ui->tenantKey->clear();
        showSwitchMessage(tr("You are now working in %1; every screen reloads for it.").arg(tenantName),
                          false);
    });
    connect(m_controller, &TenantController::switchFailed, this, [this](const QString &message) {
        setSwitching(false);
        endWait();
        showSwitchMessage(message, true);
    });
    // The session says when its tenant or sign-in changes (also from elsewhere).
    connect(&account->client()->session(), &api::AuthSession::changed, this, &TenantScreen::showSession);
    m_ui->copyButton->setEnabled(false);
    showSession();
}

TenantScreen::~TenantScreen()
{
    QSettings().setValue(QStringLiteral("tenant/splitter"), m_ui->splitter->saveState());
}

void TenantScreen::activate()
{
    showSession();
    reload();
}

bool TenantScreen::isLoading() const
{
    return m_controller->isLoading();
}

void TenantScreen::reload()
{
    if (isLoading())
        return;
    m_ui->refresh->setText(tr("&Cancel"));
    showMessage(tr("Loading the tenant details…"), false);
    m_controller->load();
}

void TenantScreen::setValue(QLabel *label, const QString &caption, const QString &value)
{
    label->setText(value);
    // Read with its caption, as a person sees the row.
    label->setAccessibleName(tr("%1: %2").arg(caption, value));
}

void TenantScreen::showSession()
{
    const TenantController::SessionInfo info = m_controller->sessionInfo();
    setValue(m_ui->environment, tr("Environment"),
             info.environmentName.isEmpty() ? info.address.host() : info.environmentName);
    setValue(m_ui->address, tr("Address"), info.address.toString());
    setValue(m_ui->production, tr("Production"),
             info.production ? tr("Yes — changes here affect real customers") : tr("No"));
    m_ui->production->setStyleSheet(info.production ? errorTextStyle(palette()) : QString());
    QString method;
    switch (info.method) {
    case api::AuthMethod::None: method = tr("Not signed in"); break;
    case api::AuthMethod::ApiKey: method = tr("API key"); break;
    case api::AuthMethod::Bearer: method = tr("User name and password (bearer token)"); break;
    case api::AuthMethod::Basic: method = tr("User name and password (Basic)"); break;
    }
    setValue(m_ui->method, tr("Signed in with"), method);
    setValue(m_ui->user, tr("User"),
             info.userName.isEmpty() ? tr("— (an API key has no user)") : info.userName);
    setValue(m_ui->tenant, tr("Tenant"),
             info.tenantName.isEmpty() ? tr("(name not known yet)") : info.tenantName);
    showSwitchChoices();
}

void TenantScreen::showSwitchChoices()
{
    const TenantController::SwitchOffer offer = m_controller->switchOffer();
    const QList<domain::Tenant> tenants = m_controller->tenants();
    const int current = m_controller->currentTenant();
    const bool list = offer == TenantController::SwitchOffer::List;
    const bool key = list || offer == TenantController::SwitchOffer::KeyOnly;
    QString hint;
    switch (offer) {
    case TenantController::SwitchOffer::None: hint = tr("Sign in to see your tenants."); break;
    case TenantController::SwitchOffer::NotOffered:
        hint = tr(
            "You signed in with an API key, and an API key belongs to one tenant: the key itself selects it. "
            "To work in another tenant, sign out and sign in with that tenant's API key, or with your user "
            "name and password.");
        break;
    case TenantController::SwitchOffer::KeyOnly:
        hint =
            m_controller->sessionInfo().method == api::AuthMethod::Basic
                ? tr("With Basic sign-in each tenant is reached with its own access key. Enter another "
                     "tenant's access key to switch to it; your user name and password stay the same.")
                : tr("The service listed no other tenants for this session (it lists them when you sign in "
                     "with your password). Enter another tenant's access key to switch to it.");
        break;
    case TenantController::SwitchOffer::List:
        hint = tr(
            "You belong to %n tenant(s). Pick one and switch: you stay signed in, and every screen reloads "
            "for it. A tenant that is not listed can be reached with its access key.",
            nullptr, int(tenants.size()));
        break;
    }
    m_ui->switchHint->setText(hint);
    const QSignalBlocker block(m_ui->tenantList);
    m_ui->tenantList->clear();
    for (qsizetype i = 0; list && i < tenants.size(); ++i) {
        const QString name = tenants.at(i).name.isEmpty() ? tenants.at(i).id : tenants.at(i).name;
        auto *item = new QListWidgetItem(i == current ? tr("%1 (in use)").arg(name) : name, m_ui->tenantList);
        if (i == current) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
    m_ui->tenantList->setVisible(list);
    m_ui->switchButton->setVisible(list);
    m_ui->tenantKey->setVisible(key);
    m_ui->useKey->setVisible(key);
    m_ui->tenantList->setCurrentRow(current);
    setSwitching(m_controller->isSwitching());
}

void TenantScreen::setSwitching(bool switching)
{
    const int row = m_ui->tenantList->currentRow();
    m_ui->tenantList->setEnabled(!switching);
    m_ui->switchButton->setEnabled(!switching && row >= 0 && row != m_controller->currentTenant());
    m_ui->tenantKey->setEnabled(!switching);
    m_ui->useKey->setEnabled(!switching && !m_ui->tenantKey->text().trimmed().isEmpty());
}

void TenantScreen::switchToSelected()
{
    const int row = m_ui->tenantList->currentRow();
    const QList<domain::Tenant> tenants = m_controller->tenants();
    if (row < 0 || row >= tenants.size() || row == m_controller->currentTenant() ||
        m_controller->isSwitching())
        return;
    if (!confirmDiscardAll()) // unsaved work elsewhere: the user keeps it
        return;
    const domain::Tenant tenant = tenants.at(row);
    showSwitchMessage(tr("Switching to %1…").arg(tenant.name), false);
    m_controller->switchTo(tenant);
    setSwitching(m_controller->isSwitching());
}

void TenantScreen::switchWithTypedKey()
{
    if (m_ui->tenantKey->text().trimmed().isEmpty() || m_controller->isSwitching())
        return;
    if (!confirmDiscardAll())
        return;
    showSwitchMessage(tr("Trying the access key…"), false);
    m_controller->switchWithKey(m_ui->tenantKey->text());
    setSwitching(m_controller->isSwitching());
}

void TenantScreen::copyDetails()
{
    const QByteArray json = m_controller->detailsJson();
    if (json.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(QString::fromUtf8(json));
    showMessage(tr("Copied the tenant details as JSON, exactly as received."), false);
}

void TenantScreen::copyValue()
{
    const QModelIndex current = m_ui->details->currentIndex();
    if (!current.isValid())
        return;
    const QByteArray json = current.data(models::FieldTreeModel::JsonRole).toByteArray();
    QGuiApplication::clipboard()->setText(QString::fromUtf8(json::reformat(json, true)));
    showMessage(tr("Copied %1.").arg(current.data(models::FieldTreeModel::PathRole).toString()), false);
}

void TenantScreen::showMessage(const QString &text, bool error)
{
    m_ui->messageBar->showMessage(text, error ? MessageBar::Kind::Error : MessageBar::Kind::Info);
}

void TenantScreen::endWait()
{
    if (m_ui->messageBar->kind() == MessageBar::Kind::Progress)
        m_ui->messageBar->clear(); // the wait it spoke of is over
}

void TenantScreen::endSwitchMessage()
{
    if (!m_controller->isSwitching() && !m_ui->switchMessage->styleSheet().isEmpty()) // an error
        showSwitchMessage({}, false);
}

void TenantScreen::showSwitchMessage(const QString &text, bool error)
{
    m_ui->switchMessage->setVisible(!text.isEmpty());
    m_ui->switchMessage->setText(text);
    m_ui->switchMessage->setStyleSheet(error ? errorTextStyle(palette()) : QString());
}

void TenantScreen::offerCommands(models::CommandSearch &search)
{
    const QList<domain::Tenant> tenants = m_controller->tenants();
    for (qsizetype i = 0; i < tenants.size(); ++i) {
        if (i == m_controller->currentTenant())
            continue;
        models::Command c;
        c.group = models::Command::Group::Tenant;
        c.text = tr("Switch to tenant %1").arg(tenants.at(i).name);
        c.detail = tenants.at(i).id;
        c.key = QStringLiteral("tenant:") + tenants.at(i).id;
        c.run = [self = QPointer<TenantScreen>(this), row = int(i)]() -> models::PendingLookup * {
            if (!self || self->m_controller->isSwitching())
                return nullptr;
            self->showInWindow();
            self->m_ui->tenantList->setCurrentRow(row);
            self->switchToSelected();
            return nullptr;
        };
        search.offer(std::move(c));
    }
}

} // namespace bd::widgets
