#include "widgets/shell/signindialog.h"
#include "widgets/common/accessibility.h"
#include "widgets/common/palettecolors.h"
#include "widgets/common/waitcountdown.h"

#include "api/accountstore.h"
#include "api/environmentstore.h"
#include "api/rememberedsignin.h"
#include "ui_signindialog.h"

#include <QLabel>
#include <QPointer>
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
    api::Environment demo; // the built-in sandbox: no account, no address
    demo.kind = api::Environment::Kind::Demo;
    demo.name = tr("Built-in demo (no account needed)");
    m_environments.append(demo);
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
        showStatus(error.userMessage(), true);
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
        showStatus(tr("You belong to several tenants: choose one and continue."), false);
        m_ui->buttons->button(QDialogButtonBox::Ok)->setText(tr("&Continue"));
    });
    m_ui->tenant->setVisible(false);
    m_ui->tenantLabel->setVisible(false);

    const api::SavedAccount last = m_accounts ? m_accounts->lastAccount() : api::SavedAccount();
    api::SignInRequest previous;
    previous.method = last.method == AuthMethod::None ? AuthMethod::ApiKey : last.method;
    previous.userName = last.userName;
    previous.environment.baseUrl = last.baseUrl;
    previous.environment.kind =
        last.method == AuthMethod::None ? api::Environment::Kind::Demo : last.environmentKind;
    previous.environment.appUrl = last.appUrl;
    // The environment used last; the demo for someone who has never signed in.
    prefill(previous, last.method == AuthMethod::None ? demo.name : last.environmentName);
    m_ui->remember->setChecked(last.remember);
    m_wait = new WaitCountdown(this);
    connect(&m_flow, &api::SignInFlow::waiting, m_wait, &WaitCountdown::start);
    connect(m_wait, &WaitCountdown::textChanged, this, [this](const QString &text) {
        if (m_flow.isRunning())
            showStatus(text, false);
    });
    // The keychain is opened only when someone asks to be remembered (opening may prompt).
    m_rememberProblem = new QLabel(this);
    m_rememberProblem->setObjectName(QStringLiteral("rememberProblem"));
    m_rememberProblem->setWordWrap(true);
    m_rememberProblem->setVisible(false);
    m_ui->form->addRow(QString(), m_rememberProblem);
    connect(m_ui->remember, &QCheckBox::toggled, this, [this](bool on) {
        if (!on || !m_accounts)
            return;
        m_accounts->checkKeychain(
            [this, guard = QPointer<SignInDialog>(this)](bool usable, const QString &why) {
                if (!guard || usable)
                    return;
                m_ui->remember->setChecked(false);
                m_ui->remember->setEnabled(false);
                m_rememberProblem->setText(tr("Cannot remember you on this computer: %1").arg(why));
                m_rememberProblem->setAccessibleName(m_rememberProblem->text());
                m_rememberProblem->setVisible(true);
            });
    });
    nameForAssistiveTech(this);
}

void SignInDialog::showStatus(const QString &text, bool problem)
{
    // Progress in the normal text colour; a problem says so in words and with an icon too.
    m_ui->error->setText(problem && !text.isEmpty() ? tr("⚠ %1").arg(text) : text);
    m_ui->error->setStyleSheet(problem ? errorTextStyle(palette()) : QString());
    m_ui->error->setAccessibleDescription(text);
}

SignInDialog::~SignInDialog() = default;

void SignInDialog::prefill(const api::SignInRequest &request, const QString &environmentName)
{
    // By name; for the built-in kinds also by kind, since their names are translated and the
    // one remembered may be in another language.
    int envIndex = -1;
    for (int i = 0; i < m_environments.size(); ++i) {
        if (m_environments.at(i).name == environmentName)
            envIndex = i;
    }
    for (int i = 0; i < m_environments.size() && envIndex < 0; ++i) {
        if (request.environment.kind != api::Environment::Kind::Custom &&
            m_environments.at(i).kind == request.environment.kind)
            envIndex = i;
    }
    envIndex = std::max(envIndex, 0);
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
    // The demo needs nothing else: hide what does not apply.
    const bool demo = e.kind == api::Environment::Kind::Demo;
    for (QWidget *w : {static_cast<QWidget *>(m_ui->baseUrl), static_cast<QWidget *>(m_ui->baseUrlLabel),
                       static_cast<QWidget *>(m_ui->appUrl), static_cast<QWidget *>(m_ui->appUrlLabel),
                       static_cast<QWidget *>(m_ui->method), static_cast<QWidget *>(m_ui->methodLabel),
                       static_cast<QWidget *>(m_ui->remember)})
        w->setVisible(!demo);
    methodChanged();
    showStatus(demo ? tr("The demo runs a sample service inside the app, with sample data.") : QString(),
               false);
}

void SignInDialog::methodChanged()
{
    const auto method = AuthMethod(m_ui->method->currentData().toInt());
    const bool demo = chosenEnvironment().kind == api::Environment::Kind::Demo;
    const bool apiKey = method == AuthMethod::ApiKey;
    if (!m_flow.isRunning() && !demo)
        showStatus({}, false); // an old problem does not belong to the new choice
    for (QWidget *w : {static_cast<QWidget *>(m_ui->apiKey), static_cast<QWidget *>(m_ui->apiKeyLabel)})
        w->setVisible(apiKey && !demo);
    for (QWidget *w : {static_cast<QWidget *>(m_ui->userName), static_cast<QWidget *>(m_ui->userNameLabel),
                       static_cast<QWidget *>(m_ui->password), static_cast<QWidget *>(m_ui->passwordLabel)})
        w->setVisible(!apiKey && !demo);
    // Basic always needs the tenant key; the token method only when the service lists no tenants.
    m_ui->tenantKey->setVisible(!apiKey && !demo);
    m_ui->tenantKeyLabel->setVisible(!apiKey && !demo);
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
    m_wait->stop(); // the flow answered, or a new attempt starts
    m_ui->buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
    if (busy)
        showStatus(tr("Signing in…"), false);
}

void SignInDialog::accept()
{
    if (m_flow.isRunning() && m_ui->tenant->isVisible() && m_ui->tenant->currentIndex() >= 0) {
        setBusy(true);
        m_flow.chooseTenant(m_tenants.at(m_ui->tenant->currentIndex()));
        return;
    }
    const api::Environment e = chosenEnvironment();
    if (e.kind == api::Environment::Kind::Demo) {
        emit demoRequested(); // the application starts the built-in sandbox
        QDialog::accept();
        return;
    }
    if (const QString problem = api::EnvironmentStore::problem(e); !problem.isEmpty()) {
        showStatus(problem, true);
        m_ui->baseUrl->setFocus();
        return;
    }
    setBusy(true);
    m_flow.start(request());
}

void SignInDialog::reject()
{
    m_wait->stop();
    m_flow.cancel();
    QDialog::reject();
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
    const api::SavedAccount account =
        api::accountToRemember(r, m_flow.tenantName(), m_ui->remember->isChecked());
    const api::AccountSecrets secrets = api::secretsToRemember(r, *m_flow.account());
    m_accounts->save(account, secrets, [this](bool ok, const QString &why) {
        if (!ok)
            showStatus(tr("Signed in, but the keychain did not keep your secrets: %1").arg(why), true);
        QDialog::accept();
    });
}

} // namespace bd::widgets
