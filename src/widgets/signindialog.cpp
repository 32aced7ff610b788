#include "widgets/signindialog.h"

#include "api/accountstore.h"
#include "api/environmentstore.h"
#include "ui_signindialog.h"

#include <QPushButton>
#include <QSettings>

namespace bd::widgets {

using api::AuthMethod;

SignInDialog::SignInDialog(api::ApiClient *client, api::AccountStore *accounts, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::SignInDialog>()), m_client(client), m_accounts(accounts),
      m_flow(client)
{
    m_ui->setupUi(this);
    m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("&Sign in"));
    QSettings settings;
    m_environments = api::EnvironmentStore::load(settings);
    api::Environment custom;
    custom.kind = api::Environment::Kind::Custom;
    custom.name = tr("Custom address");
    m_environments.append(custom);
    for (const api::Environment &e : std::as_const(m_environments))
        m_ui->environment->addItem(e.name);
    m_ui->method->addItem(tr("API key"), int(AuthMethod::ApiKey));
    m_ui->method->addItem(tr("User name and password (token)"), int(AuthMethod::Bearer));
    m_ui->method->addItem(tr("User name and password (Basic)"), int(AuthMethod::Basic));
    connect(m_ui->environment, &QComboBox::currentIndexChanged, this, &SignInDialog::environmentChanged);
    connect(m_ui->method, &QComboBox::currentIndexChanged, this, &SignInDialog::methodChanged);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &SignInDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_flow, &api::SignInFlow::succeeded, this, &SignInDialog::succeeded);
    connect(&m_flow, &api::SignInFlow::failed, this, [this](const api::ApiError &error) {
        setBusy(false);
        m_ui->error->setText(error.userMessage());
        if (!error.fieldErrors.isEmpty()) {
            if (auto *field = findChild<QLineEdit *>(error.fieldErrors.first().field))
                field->setFocus();
        }
    });
    connect(&m_flow, &api::SignInFlow::tenantsOffered, this, [this](const QList<domain::Tenant> &tenants) {
        setBusy(false);
        m_tenants = tenants;
        m_ui->tenant->clear();
        for (const domain::Tenant &t : tenants)
            m_ui->tenant->addItem(t.name);
        m_ui->tenant->setVisible(true);
        m_ui->tenantLabel->setVisible(true);
        m_ui->tenant->setFocus();
        m_ui->error->setText(tr("You belong to several tenants: choose one and continue."));
        m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("&Continue"));
    });
    m_ui->tenant->setVisible(false);
    m_ui->tenantLabel->setVisible(false);

    const api::SavedAccount last = m_accounts ? m_accounts->lastAccount() : api::SavedAccount();
    api::SignInRequest previous;
    previous.method = last.method == AuthMethod::None ? AuthMethod::ApiKey : last.method;
    previous.userName = last.userName;
    previous.environment.baseUrl = last.baseUrl;
    previous.environment.appUrl = last.appUrl;
    prefill(previous, last.environmentName);
    m_ui->remember->setChecked(last.remember);
}

SignInDialog::~SignInDialog() = default;

void SignInDialog::prefill(const api::SignInRequest &request, const QString &environmentName)
{
    int envIndex = 0;
    for (int i = 0; i < m_environments.size(); ++i) {
        if (m_environments.at(i).name == environmentName)
            envIndex = i;
    }
    m_ui->environment->setCurrentIndex(envIndex);
    environmentChanged();
    if (!request.environment.baseUrl.isEmpty())
        m_ui->baseUrl->setText(request.environment.baseUrl.toString());
    if (!request.environment.appUrl.isEmpty())
        m_ui->appUrl->setText(request.environment.appUrl.toString());
    m_ui->method->setCurrentIndex(std::max(0, m_ui->method->findData(int(request.method))));
    methodChanged();
    m_ui->apiKey->setText(request.apiKey);
    m_ui->userName->setText(request.userName);
    m_ui->password->setText(request.password);
    m_ui->tenantKey->setText(request.tenantAccessKey);
}

void SignInDialog::environmentChanged()
{
    const api::Environment &e = m_environments.at(std::max(0, m_ui->environment->currentIndex()));
    m_ui->baseUrl->setText(e.baseUrl.toString());
    m_ui->appUrl->setText(e.appUrl.toString());
}

void SignInDialog::methodChanged()
{
    const auto method = AuthMethod(m_ui->method->currentData().toInt());
    const bool apiKey = method == AuthMethod::ApiKey;
    for (QWidget *w : {static_cast<QWidget *>(m_ui->apiKey), static_cast<QWidget *>(m_ui->apiKeyLabel)})
        w->setVisible(apiKey);
    for (QWidget *w : {static_cast<QWidget *>(m_ui->userName), static_cast<QWidget *>(m_ui->userNameLabel),
                       static_cast<QWidget *>(m_ui->password), static_cast<QWidget *>(m_ui->passwordLabel)})
        w->setVisible(!apiKey);
    // Basic always needs the tenant key; the token method only when the service lists no tenants.
    m_ui->tenantKey->setVisible(!apiKey);
    m_ui->tenantKeyLabel->setVisible(!apiKey);
    m_ui->tenantKey->setPlaceholderText(
        method == AuthMethod::Bearer ? tr("only if your tenants are not listed") : QString());
}

api::Environment SignInDialog::chosenEnvironment() const
{
    api::Environment e = m_environments.at(std::max(0, m_ui->environment->currentIndex()));
    e.baseUrl = QUrl::fromUserInput(m_ui->baseUrl->text().trimmed());
    e.appUrl = m_ui->appUrl->text().trimmed().isEmpty() ? QUrl()
                                                        : QUrl::fromUserInput(m_ui->appUrl->text().trimmed());
    return e;
}

api::SignInRequest SignInDialog::request() const
{
    api::SignInRequest r;
    r.environment = chosenEnvironment();
    r.method = AuthMethod(m_ui->method->currentData().toInt());
    r.apiKey = m_ui->apiKey->text();
    r.userName = m_ui->userName->text().trimmed();
    r.password = m_ui->password->text();
    r.tenantAccessKey = m_ui->tenantKey->text().trimmed();
    return r;
}

void SignInDialog::setBusy(bool busy)
{
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
    if (busy)
        m_ui->error->setText(tr("Signing in…"));
}

void SignInDialog::accept()
{
    if (m_flow.isRunning() && m_ui->tenant->isVisible() && m_ui->tenant->currentIndex() >= 0) {
        setBusy(true);
        m_flow.chooseTenant(m_tenants.at(m_ui->tenant->currentIndex()));
        return;
    }
    const api::Environment e = chosenEnvironment();
    if (const QString problem = api::EnvironmentStore::problem(e); !problem.isEmpty()) {
        m_ui->error->setText(problem);
        m_ui->baseUrl->setFocus();
        return;
    }
    setBusy(true);
    m_flow.start(request());
}

void SignInDialog::succeeded()
{
    const api::SignInRequest r = request();
    QSettings settings;
    if (r.environment.kind != api::Environment::Kind::Custom)
        api::EnvironmentStore::save(settings, r.environment);
    if (!m_accounts) {
        QDialog::accept();
        return;
    }
    api::SavedAccount account;
    account.environmentName = r.environment.name;
    account.environmentKind = r.environment.kind;
    account.baseUrl = r.environment.baseUrl;
    account.appUrl = r.environment.appUrl;
    account.method = r.method;
    account.userName = r.userName;
    account.tenantName = m_flow.tenantName();
    account.remember = m_ui->remember->isChecked();
    api::AccountSecrets secrets;
    secrets.apiKey = r.apiKey;
    secrets.password = r.method == AuthMethod::Basic ? r.password : QString();
    secrets.tenantAccessKey = m_client->session().tenantKey();
    secrets.refreshToken = m_client->session().refreshToken();
    m_accounts->save(account, secrets, [this](bool ok, const QString &why) {
        if (!ok)
            m_ui->error->setText(tr("Signed in, but the keychain did not keep your secrets: %1").arg(why));
        QDialog::accept();
    });
}

} // namespace bd::widgets
