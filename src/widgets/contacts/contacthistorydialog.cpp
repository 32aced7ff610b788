#include "widgets/contacts/contacthistorydialog.h"

#include "domain/contactschema.h"
#include "domain/validation.h"
#include "models/contacts/contacthistorymodel.h"
#include "widgets/common/messagebar.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace bd::widgets {

using models::ContactHistoryModel;

namespace {
const QDate AnyDate(2000, 1, 1); // the date edits' "Any" (their special value)

QDateEdit *dateEdit(const QString &name, QWidget *parent)
{
    auto *edit = new QDateEdit(parent);
    edit->setObjectName(name);
    edit->setCalendarPopup(true);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    edit->setMinimumDate(AnyDate);
    edit->setSpecialValueText(ContactHistoryDialog::tr("Any"));
    edit->setDate(AnyDate);
    return edit;
}
} // namespace

ContactHistoryDialog::ContactHistoryDialog(const QString &scope, QWidget *parent)
    : QDialog(parent), m_scope(scope), m_model(new ContactHistoryModel(this)), m_contact(new QLineEdit(this)),
      m_field(new QComboBox(this)), m_source(new QComboBox(this)),
      m_from(dateEdit(QStringLiteral("from"), this)), m_to(dateEdit(QStringLiteral("to"), this)),
      m_count(new QLabel(this)), m_table(new QTableView(this)), m_typing(new QTimer(this))
{
    setObjectName(QStringLiteral("contactHistoryView"));
    setWindowTitle(tr("Contact saves"));
    resize(1000, 600);
    auto *layout = new QVBoxLayout(this);
    auto *filters = new QHBoxLayout;
    m_contact->setObjectName(QStringLiteral("contact"));
    m_contact->setPlaceholderText(tr("Contact id or part of a name"));
    m_contact->setClearButtonEnabled(true);
    m_field->setObjectName(QStringLiteral("field"));
    m_field->addItem(tr("Any field"));
    for (const domain::ContactFieldSpec &f : domain::ContactSchema)
        m_field->addItem(domain::contactFieldLabel(QString::fromLatin1(f.name)), QString::fromLatin1(f.name));
    m_source->setObjectName(QStringLiteral("source"));
    m_source->addItem(tr("Any source"));
    m_source->addItem(models::ContactHistory::sourceText(QStringLiteral("window")), QStringLiteral("window"));
    m_source->addItem(models::ContactHistory::sourceText(QStringLiteral("cli")), QStringLiteral("cli"));
    const auto labelled = [this, filters](const QString &text, QWidget *w) {
        auto *label = new QLabel(text, this);
        label->setBuddy(w);
        filters->addWidget(label);
        filters->addWidget(w);
    };
    labelled(tr("&Contact:"), m_contact);
    labelled(tr("F&ield:"), m_field);
    labelled(tr("&Source:"), m_source);
    labelled(tr("F&rom:"), m_from);
    labelled(tr("&To:"), m_to);
    layout->addLayout(filters);

    m_table->setObjectName(QStringLiteral("saves"));
    m_table->setAccessibleName(tr("Contact saves"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    const int when = m_table->fontMetrics().horizontalAdvance(QLocale().toString(
                         QDateTime(QDate(2026, 12, 28), QTime(23, 59, 59)), QLocale::ShortFormat)) +
                     16; // a time whole, in the person's format
    for (const auto &[column, width] : {std::pair{ContactHistoryModel::When, when},
                                        {ContactHistoryModel::Contact, 200},
                                        {ContactHistoryModel::FieldName, 120},
                                        {ContactHistoryModel::Before, 150},
                                        {ContactHistoryModel::After, 150},
                                        {ContactHistoryModel::Source, 150},
                                        {ContactHistoryModel::SignedInAs, 100}})
        m_table->setColumnWidth(column, width);
    layout->addWidget(m_table, 1);

    auto *bottom = new QHBoxLayout;
    m_count->setObjectName(QStringLiteral("count"));
    bottom->addWidget(m_count, 1);
    auto *exportButton = new QPushButton(tr("&Export CSV…"), this);
    exportButton->setObjectName(QStringLiteral("exportCsv"));
    bottom->addWidget(exportButton);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    bottom->addWidget(close);
    layout->addLayout(bottom);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Export contact saves"));
        dialog->setObjectName(QStringLiteral("exportDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setOption(QFileDialog::DontUseNativeDialog);
        dialog->setNameFilters({tr("CSV (*.csv)")});
        dialog->setDefaultSuffix(QStringLiteral("csv"));
        dialog->selectFile(QStringLiteral("contact-saves.csv"));
        connect(dialog, &QFileDialog::fileSelected, this, &ContactHistoryDialog::exportCsv);
        dialog->open();
    });
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString id = m_model->contactIdAt(index.row());
        if (!id.isEmpty())
            emit openContact(id);
    });

    // Typing filters once the person pauses; a choice filters at once.
    m_typing->setSingleShot(true);
    m_typing->setInterval(200);
    connect(m_typing, &QTimer::timeout, this, &ContactHistoryDialog::applyFilter);
    connect(m_model, &ContactHistoryModel::totalCounted, this, [this](qsizetype rows) {
        if (m_count->text() == tr("Counting…")) // not over what an export said meanwhile
            m_count->setText(tr("%Ln changed field(s)", nullptr, int(rows)));
    });
    connect(m_contact, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    for (QComboBox *box : {m_field, m_source})
        connect(box, &QComboBox::currentIndexChanged, this, &ContactHistoryDialog::applyFilter);
    for (QDateEdit *edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, &ContactHistoryDialog::applyFilter);
    applyFilter();
    m_table->setFocus();
}

ContactHistoryDialog::~ContactHistoryDialog() = default;

models::ContactHistoryFilter ContactHistoryDialog::currentFilter() const
{
    models::ContactHistoryFilter f;
    f.scope = m_scope;
    f.contact = m_contact->text().trimmed();
    f.field = m_field->currentData().toString();
    f.source = m_source->currentData().toString();
    if (m_from->date() != AnyDate)
        f.from = m_from->date();
    if (m_to->date() != AnyDate)
        f.to = m_to->date();
    return f;
}

void ContactHistoryDialog::applyFilter()
{
    m_typing->stop();
    m_count->setText(tr("Counting…")); // before the count starts, which may answer at once
    m_model->setFilter(currentFilter());
    const QString error = m_model->errorText();
    if (!error.isEmpty())
        m_count->setText(tr("The history cannot be read: %1").arg(error));
}

void ContactHistoryDialog::exportCsv(const QString &path)
{
    if (m_typing->isActive())
        applyFilter(); // what was typed last, as the table will show it
    const QByteArray bytes = models::contactHistoryCsv(m_model->history(), currentFilter());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_count->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
        return;
    }
    const int rows = int(bytes.count('\n')) - 1; // one line per row after the header
    m_count->setText(tr("Exported %Ln changed field(s) to %1.", nullptr, rows).arg(path));
}

} // namespace bd::widgets
