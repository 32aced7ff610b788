<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CatalogScreen</name>
    <message>
        <source>Search name, SKU, description, features, options (Ctrl+F)</source>
        <translation>Rechercher par nom, SKU, description, fonctionnalités, options (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search products</source>
        <translation>Rechercher des produits</translation>
    </message>
    <message>
        <source>Open by id (01t…)</source>
        <translation>Ouvrir par identifiant (01t…)</translation>
    </message>
    <message>
        <source>Product id to open</source>
        <translation>Identifiant du produit à ouvrir</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the product with this id</source>
        <translation>Ouvrir le produit ayant cet identifiant</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Expor&amp;ter…</translation>
    </message>
    <message>
        <source>Export the visible products</source>
        <translation>Exporter les produits affichés</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation>Recharger le catalogue</translation>
    </message>
    <message>
        <source>Filter by record type</source>
        <translation>Filtrer par type d&apos;enregistrement</translation>
    </message>
    <message>
        <source>Filter by price model</source>
        <translation>Filtrer par modèle de prix</translation>
    </message>
    <message>
        <source>Filter by billing timing</source>
        <translation>Filtrer par moment de facturation</translation>
    </message>
    <message>
        <source>Filter by currency</source>
        <translation>Filtrer par devise</translation>
    </message>
    <message>
        <source>Filter by category</source>
        <translation>Filtrer par catégorie</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produits</translation>
    </message>
    <message>
        <source>Product image</source>
        <translation>Image du produit</translation>
    </message>
    <message>
        <source>Product details</source>
        <translation>Détails du produit</translation>
    </message>
    <message>
        <source>Filter by change since the last list</source>
        <translation>Filtrer par changement depuis la dernière liste</translation>
    </message>
    <message>
        <source>Details and price</source>
        <translation>Détails et prix</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Détails</translation>
    </message>
    <message>
        <source>&amp;Price (Ctrl+Shift+P)</source>
        <translation>&amp;Prix (Ctrl+Maj+P)</translation>
    </message>
</context>
<context>
    <name>CommandBar</name>
    <message>
        <source>Command bar</source>
        <translation>Barre de commandes</translation>
    </message>
    <message>
        <source>Type an action, a product, a contact… or paste an id or email</source>
        <translation>Tapez une action, un produit, un contact… ou collez un identifiant ou un e-mail</translation>
    </message>
    <message>
        <source>Find anything</source>
        <translation>Tout trouver</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Command bar status</source>
        <translation>État de la barre de commandes</translation>
    </message>
</context>
<context>
    <name>ContactForm</name>
    <message>
        <source>F&amp;ind</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>Ré&amp;tablir</translation>
    </message>
    <message>
        <source>Revert all changes</source>
        <translation>Annuler toutes les modifications</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the contact</source>
        <translation>Enregistrer le contact</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Nom complet</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation>Deuxième prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom de famille</translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation>Suffixe</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>Email and phones</source>
        <translation>E-mail et téléphones</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation>nom@example.com</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Téléphone mobile</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Date de naissance</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Billing address</source>
        <translation>Adresse de facturation</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Rue</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État/Province</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Code postal</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Shipping address</source>
        <translation>Adresse de livraison</translation>
    </message>
    <message>
        <source>Same as &amp;billing</source>
        <translation>Identi&amp;que à la facturation</translation>
    </message>
    <message>
        <source>Record (read-only)</source>
        <translation>Enregistrement (lecture seule)</translation>
    </message>
    <message>
        <source>Contact id</source>
        <translation>Identifiant du contact</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Création</translation>
    </message>
    <message>
        <source>Last modified</source>
        <translation>Dernière modification</translation>
    </message>
    <message>
        <source>Tax exemption</source>
        <translation>Exonération fiscale</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Fuseau horaire</translation>
    </message>
    <message>
        <source>Customer type</source>
        <translation>Type de client</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Site web</translation>
    </message>
    <message>
        <source>Find contacts by</source>
        <translation>Rechercher les contacts par</translation>
    </message>
    <message>
        <source>What the text in the search box is: an id (a contact&apos;s, or a customer&apos;s to list its contacts), an email address, or a name.</source>
        <translation>Ce que contient le champ de recherche&#xa0;: un identifiant (celui d&apos;un contact, ou celui d&apos;un client pour lister ses contacts), une adresse e-mail ou un nom.</translation>
    </message>
    <message>
        <source>Contact search</source>
        <translation>Recherche de contacts</translation>
    </message>
    <message>
        <source>An id opens that contact, or lists a customer&apos;s contacts; an email or a name lists the contacts that have it. Recent contacts are in the list. (Ctrl+F)</source>
        <translation>Un identifiant ouvre ce contact ou liste les contacts d&apos;un client&#xa0;; une adresse e-mail ou un nom liste les contacts correspondants. Les contacts récents figurent dans la liste. (Ctrl+F)</translation>
    </message>
    <message>
        <source>Contacts found</source>
        <translation>Contacts trouvés</translation>
    </message>
    <message>
        <source>Enter or double-click opens the contact.</source>
        <translation>Entrée ou un double-clic ouvre le contact.</translation>
    </message>
    <message>
        <source>First name length</source>
        <translation>Longueur du prénom</translation>
    </message>
    <message>
        <source>Middle name length</source>
        <translation>Longueur du deuxième prénom</translation>
    </message>
    <message>
        <source>Last name length</source>
        <translation>Longueur du nom</translation>
    </message>
    <message>
        <source>Suffix length</source>
        <translation>Longueur du suffixe</translation>
    </message>
</context>
<context>
    <name>DeletionLog</name>
    <message>
        <source>Time (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>Selector</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Invoice ids</source>
        <translation>Identifiants des factures</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation>Indicateurs CRM</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Réussie</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>Statut HTTP</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Code d&apos;erreur</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Deleted ids</source>
        <translation>Identifiants supprimés</translation>
    </message>
</context>
<context>
    <name>InvoiceScreen</name>
    <message>
        <source>Which invoices</source>
        <translation>Quelles factures</translation>
    </message>
    <message>
        <source>By invoice &amp;ids</source>
        <translation>Par identifiants de fa&amp;cture</translation>
    </message>
    <message>
        <source>Select invoices by id</source>
        <translation>Sélectionner les factures par identifiant</translation>
    </message>
    <message>
        <source>Type or paste invoice ids: one per line, or separated by commas or spaces</source>
        <translation>Saisissez ou collez des identifiants de facture&#xa0;: un par ligne, ou séparés par des virgules ou des espaces</translation>
    </message>
    <message>
        <source>Invoice ids to delete</source>
        <translation>Identifiants des factures à supprimer</translation>
    </message>
    <message>
        <source>How many ids</source>
        <translation>Nombre d&apos;identifiants</translation>
    </message>
    <message>
        <source>By &amp;status</source>
        <translation>Par s&amp;tatut</translation>
    </message>
    <message>
        <source>Select invoices by status</source>
        <translation>Sélectionner les factures par statut</translation>
    </message>
    <message>
        <source>Status of the invoices to delete</source>
        <translation>Statut des factures à supprimer</translation>
    </message>
    <message>
        <source>Filter sent</source>
        <translation>Filtre envoyé</translation>
    </message>
    <message>
        <source>Connected CRM</source>
        <translation>CRM connecté</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Prévisualiser</translation>
    </message>
    <message>
        <source>Preview the selected invoices</source>
        <translation>Prévisualiser les factures sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the selected invoices</source>
        <translation>Supprimer les factures sélectionnées</translation>
    </message>
    <message>
        <source>Why deleting is not possible</source>
        <translation>Pourquoi la suppression est impossible</translation>
    </message>
    <message>
        <source>The service refused the deletion</source>
        <translation>Le service a refusé la suppression</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Refusal title</source>
        <translation>Titre du refus</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Refusal message</source>
        <translation>Message du refus</translation>
    </message>
    <message>
        <source>Error code</source>
        <translation>Code d&apos;erreur</translation>
    </message>
    <message>
        <source>Refusal error code</source>
        <translation>Code d&apos;erreur du refus</translation>
    </message>
    <message>
        <source>Preview and deletion log</source>
        <translation>Aperçu et journal des suppressions</translation>
    </message>
    <message>
        <source>P&amp;review</source>
        <translation>Ape&amp;rçu</translation>
    </message>
    <message>
        <source>Preview summary</source>
        <translation>Résumé de l&apos;aperçu</translation>
    </message>
    <message>
        <source>Invoices the deletion selects</source>
        <translation>Factures visées par la suppression</translation>
    </message>
    <message>
        <source>Deletion &amp;log</source>
        <translation>&amp;Journal des suppressions</translation>
    </message>
    <message>
        <source>Deletion log summary</source>
        <translation>Résumé du journal des suppressions</translation>
    </message>
    <message>
        <source>E&amp;xport log…</source>
        <translation>E&amp;xporter le journal…</translation>
    </message>
    <message>
        <source>Export the deletion log as CSV or JSON</source>
        <translation>Exporter le journal des suppressions en CSV ou JSON</translation>
    </message>
    <message>
        <source>Deletions sent from this computer</source>
        <translation>Suppressions envoyées depuis cet ordinateur</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>Environment banner</source>
        <translation>Bandeau d&apos;environnement</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Écrans</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;About Billing Desk</source>
        <translation>À &amp;propos de Billing Desk</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
</context>
<context>
    <name>PricePanel</name>
    <message>
        <source>Pri&amp;ce:</source>
        <translation>&amp;Tarif :</translation>
    </message>
    <message>
        <source>Currency and unit of measure</source>
        <translation>Devise et unité de mesure</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>&amp;Quantité :</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>such as 45</source>
        <translation>par ex. 45</translation>
    </message>
    <message>
        <source>&amp;Term:</source>
        <translation>D&amp;urée :</translation>
    </message>
    <message>
        <source>Term length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>default term</source>
        <translation>durée par défaut</translation>
    </message>
    <message>
        <source>Term unit</source>
        <translation>Unité de la durée</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>Dé&amp;but :</translation>
    </message>
    <message>
        <source>Start date: the term&apos;s first day and the day price tags must be valid on</source>
        <translation>Date de début : le premier jour de la durée et le jour où les étiquettes de prix doivent être valides</translation>
    </message>
    <message>
        <source>E&amp;nd:</source>
        <translation>Fi&amp;n :</translation>
    </message>
    <message>
        <source>Give the term by its end date</source>
        <translation>Indiquer la durée par sa date de fin</translation>
    </message>
    <message>
        <source>End date: the term&apos;s last day</source>
        <translation>Date de fin : le dernier jour de la durée</translation>
    </message>
    <message>
        <source>How dates are counted</source>
        <translation>Mode de décompte des jours</translation>
    </message>
    <message>
        <source>30/360</source>
        <translation>30/360</translation>
    </message>
    <message>
        <source>actual/actual</source>
        <translation>exact/exact</translation>
    </message>
    <message>
        <source>Bundle options and their quantities</source>
        <translation>Options du lot et leurs quantités</translation>
    </message>
    <message>
        <source>Input problem</source>
        <translation>Problème de saisie</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Copy as te&amp;xt</source>
        <translation>Copier en te&amp;xte</translation>
    </message>
    <message>
        <source>Copy the breakdown as text</source>
        <translation>Copier le détail en texte</translation>
    </message>
    <message>
        <source>Cop&amp;y as CSV</source>
        <translation>Copier en &amp;CSV</translation>
    </message>
    <message>
        <source>Copy the breakdown as CSV</source>
        <translation>Copier le détail en CSV</translation>
    </message>
    <message>
        <source>Price breakdown</source>
        <translation>Détail du prix</translation>
    </message>
    <message>
        <source>Rules, warnings and notes</source>
        <translation>Règles, avertissements et remarques</translation>
    </message>
    <message>
        <source>Price curve: total and price per unit across quantities</source>
        <translation>Courbe de prix : total et prix unitaire selon la quantité</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>search “%1”</source>
        <translation>recherche «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>by %1, descending</source>
        <translation>par %1, décroissant</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>everything, as listed</source>
        <translation>tout, dans l’ordre reçu</translation>
    </message>
    <message>
        <source>Save view</source>
        <translation>Enregistrer la vue</translation>
    </message>
    <message>
        <source>Name for what %1 shows now (its search, filters, sort and column widths):</source>
        <translation>Nom pour ce que %1 montre maintenant (recherche, filtres, tri et largeurs de colonnes)&#xa0;:</translation>
    </message>
    <message>
        <source>Replace view?</source>
        <translation>Remplacer la vue&#xa0;?</translation>
    </message>
    <message>
        <source>%1 already has a view named “%2”. Replace it with what it shows now?</source>
        <translation>%1 a déjà une vue nommée «&#xa0;%2&#xa0;». La remplacer par ce qui est affiché maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Saved &amp;Views</source>
        <translation>&amp;Vues enregistrées</translation>
    </message>
    <message>
        <source>&amp;Save This View…</source>
        <translation>&amp;Enregistrer cette vue…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Manage Views…</source>
        <translation>&amp;Gérer les vues…</translation>
    </message>
</context>
<context>
    <name>QueryPage</name>
    <message>
        <source>&amp;Query</source>
        <translation>&amp;Requête</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>{ Invoice(where: {status: {_eq: &quot;Draft&quot;}}) { id invoiceNumber totalAmount } }</source>
        <translation>{ Invoice(where: {status: {_eq: &quot;Draft&quot;}}) { id invoiceNumber totalAmount } }</translation>
    </message>
    <message>
        <source>Variables (a &amp;JSON object)</source>
        <translation>&amp;Variables (un objet JSON)</translation>
    </message>
    <message>
        <source>Variables, as a JSON object</source>
        <translation>Variables, sous forme d&apos;objet JSON</translation>
    </message>
    <message>
        <source>{&quot;status&quot;: &quot;Draft&quot;}</source>
        <translation>{&quot;status&quot;: &quot;Draft&quot;}</translation>
    </message>
    <message>
        <source>Variables check</source>
        <translation>Vérification des variables</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xécuter</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Exécuter la requête (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Cancel the running query (Esc)</source>
        <translation>Annuler la requête en cours (Échap)</translation>
    </message>
    <message>
        <source>Query status</source>
        <translation>État de la requête</translation>
    </message>
    <message>
        <source>Copy as c&amp;url</source>
        <translation>Copier en cur&amp;l</translation>
    </message>
    <message>
        <source>Copy the request as a curl command, secrets as environment variables</source>
        <translation>Copier la requête en commande curl, les secrets en variables d’environnement</translation>
    </message>
</context>
<context>
    <name>QueryResultView</name>
    <message>
        <source>List shown as a table</source>
        <translation>Liste affichée en tableau</translation>
    </message>
    <message>
        <source>The lists of objects in the answer: pick one to show it as a table and to export it</source>
        <translation>Les listes d’objets de la réponse&#xa0;: choisissez-en une pour l’afficher en tableau et l’exporter</translation>
    </message>
    <message>
        <source>Where the table is in the answer</source>
        <translation>Où le tableau se trouve dans la réponse</translation>
    </message>
    <message>
        <source>Filter rows</source>
        <translation>Filtrer les lignes</translation>
    </message>
    <message>
        <source>Filter the table&apos;s rows by any cell</source>
        <translation>Filtrer les lignes du tableau sur n’importe quelle cellule</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Lignes affichées</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Export the table&apos;s list as CSV or JSON</source>
        <translation>Exporter la liste du tableau en CSV ou JSON</translation>
    </message>
    <message>
        <source>Save the a&amp;nswer…</source>
        <translation>Enregistrer la ré&amp;ponse…</translation>
    </message>
    <message>
        <source>Save the answer exactly as received</source>
        <translation>Enregistrer la réponse telle que reçue</translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation>Rec&amp;hercher&#xa0;:</translation>
    </message>
    <message>
        <source>Find in the answer</source>
        <translation>Rechercher dans la réponse</translation>
    </message>
    <message>
        <source>Text to find in the answer (F3: next, Shift+F3: previous)</source>
        <translation>Texte à rechercher dans la réponse (F3&#xa0;: suivant, Maj+F3&#xa0;: précédent)</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Correspondances</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Correspondance précédente (Maj+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Correspondance suivante (F3)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Fermer la barre de recherche (Échap)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Result as a table</source>
        <translation>Résultat en tableau</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation>Ar&amp;borescence</translation>
    </message>
    <message>
        <source>Result as a tree</source>
        <translation>Résultat sous forme d&apos;arborescence</translation>
    </message>
    <message>
        <source>Ra&amp;w JSON</source>
        <translation>&amp;JSON brut</translation>
    </message>
    <message>
        <source>Why the text is not shown</source>
        <translation>Pourquoi le texte n’est pas affiché</translation>
    </message>
    <message>
        <source>Result as JSON text</source>
        <translation>Résultat en texte JSON</translation>
    </message>
    <message>
        <source>Err&amp;ors (click one to go to its place)</source>
        <translation>Erre&amp;urs (cliquez sur une erreur pour aller à son emplacement)</translation>
    </message>
    <message>
        <source>Errors the service reported</source>
        <translation>Erreurs signalées par le service</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>&amp;Tableau</translation>
    </message>
</context>
<context>
    <name>QueryScreen</name>
    <message>
        <source>Queries run before</source>
        <translation>Requêtes déjà exécutées</translation>
    </message>
    <message>
        <source>Queries run before in this environment and tenant, newest first; pick one to load it with its variables.</source>
        <translation>Requêtes déjà exécutées dans cet environnement et cette organisation, les plus récentes en premier&#xa0;; choisissez-en une pour la charger avec ses variables.</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
    <message>
        <source>Named queries saved in this environment and tenant; pick one to load it.</source>
        <translation>Requêtes nommées enregistrées dans cet environnement et cette organisation&#xa0;; choisissez-en une pour la charger.</translation>
    </message>
    <message>
        <source>Save the query under a name</source>
        <translation>Enregistrer la requête sous un nom</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the saved query shown</source>
        <translation>Supprimer la requête enregistrée affichée</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enre&amp;gistrer sous…</translation>
    </message>
    <message>
        <source>Open queries (Ctrl+T: new, Ctrl+W: close, Ctrl+PgUp / Ctrl+PgDown: previous / next)</source>
        <translation>Requêtes ouvertes (Ctrl+T&#xa0;: nouvelle, Ctrl+W&#xa0;: fermer, Ctrl+Page préc. / Ctrl+Page suiv.&#xa0;: précédente / suivante)</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in — Billing Desk</source>
        <translation>Connexion — Billing Desk</translation>
    </message>
    <message>
        <source>&amp;Environment</source>
        <translation>&amp;Environnement</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Service &amp;address</source>
        <translation>A&amp;dresse du service</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>Service address</source>
        <translation>Adresse du service</translation>
    </message>
    <message>
        <source>&amp;Query address</source>
        <translation>Adresse des re&amp;quêtes</translation>
    </message>
    <message>
        <source>optional: the query endpoint&apos;s host</source>
        <translation>facultatif&#xa0;: l&apos;hôte du point de terminaison des requêtes</translation>
    </message>
    <message>
        <source>Query address</source>
        <translation>Adresse des requêtes</translation>
    </message>
    <message>
        <source>Sign in &amp;with</source>
        <translation>Se connecter a&amp;vec</translation>
    </message>
    <message>
        <source>Authentication method</source>
        <translation>Méthode d&apos;authentification</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>C&amp;lé d&apos;API</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d&apos;API</translation>
    </message>
    <message>
        <source>&amp;User name</source>
        <translation>Nom d&apos;&amp;utilisateur</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Nom d&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation>&amp;Mot de passe</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Tenant access &amp;key</source>
        <translation>C&amp;lé d&apos;accès de l&apos;organisation (tenant)</translation>
    </message>
    <message>
        <source>Tenant access key</source>
        <translation>Clé d&apos;accès de l&apos;organisation</translation>
    </message>
    <message>
        <source>&amp;Tenant</source>
        <translation>&amp;Organisation</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>&amp;Remember me on this computer (in the keychain)</source>
        <translation>Se souvenir de moi sur cet o&amp;rdinateur (dans le trousseau)</translation>
    </message>
    <message>
        <source>Sign-in status</source>
        <translation>État de la connexion</translation>
    </message>
</context>
<context>
    <name>TenantScreen</name>
    <message>
        <source>Signed in</source>
        <translation>Session en cours</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>Production:</source>
        <translation>Production&#xa0;:</translation>
    </message>
    <message>
        <source>Signed in with:</source>
        <translation>Connecté avec&#xa0;:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>Tenant:</source>
        <translation>Organisation&#xa0;:</translation>
    </message>
    <message>
        <source>Switch tenant</source>
        <translation>Changer d&apos;organisation</translation>
    </message>
    <message>
        <source>Your tenants</source>
        <translation>Vos organisations</translation>
    </message>
    <message>
        <source>S&amp;witch to this tenant</source>
        <translation>&amp;Passer à cette organisation</translation>
    </message>
    <message>
        <source>Switch to the selected tenant</source>
        <translation>Passer à l&apos;organisation sélectionnée</translation>
    </message>
    <message>
        <source>Another tenant&apos;s access key</source>
        <translation>Clé d&apos;accès d&apos;une autre organisation</translation>
    </message>
    <message>
        <source>Access key of another tenant</source>
        <translation>Clé d&apos;accès d&apos;une autre organisation</translation>
    </message>
    <message>
        <source>&amp;Use this key</source>
        <translation>&amp;Utiliser cette clé</translation>
    </message>
    <message>
        <source>Switch to the tenant of this access key</source>
        <translation>Passer à l&apos;organisation de cette clé d&apos;accès</translation>
    </message>
    <message>
        <source>Tenant details, as the service sends them</source>
        <translation>Détails de l&apos;organisation, tels que le service les envoie</translation>
    </message>
    <message>
        <source>Copy the tenant details as JSON</source>
        <translation>Copier les détails de l&apos;organisation en JSON</translation>
    </message>
    <message>
        <source>Copy as JSON (Ctrl+Shift+C)</source>
        <translation>Copier en JSON (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Refresh the tenant details</source>
        <translation>Actualiser les détails de l&apos;organisation</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>Actualiser (F5)</translation>
    </message>
    <message>
        <source>Tenant details</source>
        <translation>Détails de l&apos;organisation</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <translation>&amp;Copier en JSON</translation>
    </message>
</context>
<context>
    <name>ViewsDialog</name>
    <message>
        <source>Saved views</source>
        <translation>Vues enregistrées</translation>
    </message>
    <message>
        <source>The views of this environment and tenant. Export writes them to a small JSON file a colleague can import.</source>
        <translation>Les vues de cet environnement et de cette organisation. Exporter les écrit dans un petit fichier JSON qu’un collègue peut importer.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>Affiche</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>WebhookScreen</name>
    <message>
        <source>Filter by any field (Ctrl+F)</source>
        <translation>Filtrer sur n&apos;importe quel champ (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter webhook endpoints</source>
        <translation>Filtrer les points de terminaison webhook</translation>
    </message>
    <message>
        <source>Show active or inactive endpoints</source>
        <translation>Afficher les points de terminaison actifs ou inactifs</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>Expor&amp;ter…</translation>
    </message>
    <message>
        <source>Export the visible endpoints</source>
        <translation>Exporter les points de terminaison affichés</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Refresh the webhook endpoints</source>
        <translation>Actualiser les points de terminaison webhook</translation>
    </message>
    <message>
        <source>Refresh (F5)</source>
        <translation>Actualiser (F5)</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Points de terminaison webhook</translation>
    </message>
    <message>
        <source>Endpoint as received (JSON)</source>
        <translation>Point de terminaison tel que reçu (JSON)</translation>
    </message>
</context>
<context>
    <name>bd::api</name>
    <message>
        <source>&quot;%1&quot; is not a web address.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse web.</translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use https for %1.</source>
        <translation>Le http non chiffré n&apos;est autorisé que vers cet ordinateur&#xa0;; utilisez https pour %1.</translation>
    </message>
    <message>
        <source>Only https addresses are supported, not %1.</source>
        <translation>Seules les adresses https sont prises en charge, pas %1.</translation>
    </message>
    <message>
        <source>The service redirected the request to %1, which is not %2. Your credentials are only sent to %2, so the request was stopped.</source>
        <translation>Le service a redirigé la requête vers %1, qui n&apos;est pas %2. Vos identifiants ne sont envoyés qu&apos;à %2&#xa0;: la requête a donc été interrompue.</translation>
    </message>
    <message>
        <source>The address %1 redirected to the unencrypted address %2, which was not followed.</source>
        <translation>L&apos;adresse %1 redirigeait vers l&apos;adresse non chiffrée %2&#xa0;; cette redirection n&apos;a pas été suivie.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <source>Enter the service address for %1.</source>
        <translation>Saisissez l&apos;adresse du service pour %1.</translation>
    </message>
    <message>
        <source>The API key header name cannot be empty.</source>
        <translation>Le nom de l&apos;en-tête de la clé d&apos;API ne peut pas être vide.</translation>
    </message>
    <message>
        <source>Set %1 before running.</source>
        <extracomment>A comment line above a curl command; %1 lists environment variable names.</extracomment>
        <translation>Définissez %1 avant l’exécution.</translation>
    </message>
    <message>
        <source>%1 is the user name, here %2.</source>
        <extracomment>A comment line above a curl command; %1 is a variable name, %2 a quoted user name.</extracomment>
        <translation>%1 est le nom d’utilisateur, ici %2.</translation>
    </message>
    <message>
        <source>%1 is an access token; tokens expire after 15 minutes.</source>
        <extracomment>A comment line above a curl command; %1 is a variable name.</extracomment>
        <translation>%1 est un jeton d’accès&#xa0;; les jetons expirent au bout de 15 minutes.</translation>
    </message>
</context>
<context>
    <name>bd::api::ApiError</name>
    <message>
        <source>The service said: %1</source>
        <translation>Réponse du service&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service could not be reached. Check the connection and try again.</source>
        <translation>Le service est injoignable. Vérifiez la connexion et réessayez.</translation>
    </message>
    <message>
        <source>The service took too long to answer. Try again.</source>
        <translation>Le service a mis trop de temps à répondre. Réessayez.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Plain http is only allowed to this computer; use an https address.</source>
        <translation>Le http non chiffré n&apos;est autorisé que vers cet ordinateur&#xa0;; utilisez une adresse https.</translation>
    </message>
    <message>
        <source>The secure connection could not be verified: %1</source>
        <translation>La connexion sécurisée n&apos;a pas pu être vérifiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service refused the request as invalid.</source>
        <translation>Le service a refusé la requête, qu&apos;il juge non valide.</translation>
    </message>
    <message>
        <source>The service did not accept the credentials. Sign in again.</source>
        <translation>Le service n&apos;a pas accepté les identifiants. Reconnectez-vous.</translation>
    </message>
    <message>
        <source>The tenant access key was rejected. Pick the tenant again or check its access key.</source>
        <translation>La clé d&apos;accès de l&apos;organisation a été refusée. Choisissez à nouveau l&apos;organisation ou vérifiez sa clé d&apos;accès.</translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again to continue.</source>
        <translation>Votre session a pris fin. Reconnectez-vous pour continuer.</translation>
    </message>
    <message>
        <source>Not found: it may have been deleted or unpublished.</source>
        <translation>Introuvable&#xa0;: l&apos;élément a peut-être été supprimé ou dépublié.</translation>
    </message>
    <message>
        <source>The service had an internal problem (HTTP %1). Try again later.</source>
        <translation>Le service a rencontré un problème interne (HTTP %1). Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The service answered with HTTP %1.</source>
        <translation>Le service a répondu HTTP %1.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read: %1</source>
        <translation>La réponse du service est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>The answer was larger than allowed and was stopped.</source>
        <translation>La réponse dépassait la taille autorisée et a été interrompue.</translation>
    </message>
    <message>
        <source>The service is busy (too many requests) and asked us to wait until %1. Try again then.</source>
        <translation>Le service est surchargé (trop de requêtes) et demande d&apos;attendre jusqu&apos;à %1. Réessayez à ce moment-là.</translation>
    </message>
    <message>
        <source>The service is busy (too many requests). Try again in a minute.</source>
        <translation>Le service est surchargé (trop de requêtes). Réessayez dans une minute.</translation>
    </message>
    <message>
        <source>The service did not finish answering within %1 s, so the request was stopped. Try again later.</source>
        <translation>Le service n&apos;a pas terminé sa réponse en %1&#xa0;s, la requête a donc été interrompue. Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The answer was larger than %1, the most Billing Desk accepts, and was stopped.</source>
        <translation>La réponse dépassait %1, le maximum accepté par Billing Desk, et a été interrompue.</translation>
    </message>
    <message>
        <source>The service wants a tenant access key with this sign-in. Enter the access key of the tenant to work in.</source>
        <translation>Le service demande une clé d’accès de locataire avec cette connexion. Saisissez la clé d’accès du locataire dans lequel travailler.</translation>
    </message>
    <message>
        <source>Not sent: the session changed before it could go.</source>
        <translation>Non envoyé : la session a changé avant l’envoi.</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation>Non envoyé : %1.</translation>
    </message>
</context>
<context>
    <name>bd::api::ApiJob</name>
    <message>
        <source>the service sent %1 instead of JSON</source>
        <translation>le service a envoyé %1 au lieu de JSON</translation>
    </message>
    <message>
        <source>unexpected content</source>
        <translation>contenu inattendu</translation>
    </message>
    <message>
        <source>The answer unpacked to far more than it could plausibly hold (a compression bomb) and was stopped.</source>
        <translation>La réponse décompressée devenait bien plus grande que plausible (une bombe de décompression) et a été interrompue.</translation>
    </message>
</context>
<context>
    <name>bd::api::AuthSession</name>
    <message>
        <source>you signed out</source>
        <translation>vous vous êtes déconnecté</translation>
    </message>
    <message>
        <source>you signed in to %1</source>
        <translation>vous vous êtes connecté à %1</translation>
    </message>
    <message>
        <source>you signed in as %1</source>
        <translation>vous vous êtes connecté en tant que %1</translation>
    </message>
    <message>
        <source>you switched to %1</source>
        <translation>vous êtes passé à %1</translation>
    </message>
</context>
<context>
    <name>bd::api::BoundedReply</name>
    <message>
        <source>No answer for %1 s</source>
        <translation>Aucune réponse depuis %1 s</translation>
    </message>
    <message>
        <source>Too many redirects</source>
        <translation>Trop de redirections</translation>
    </message>
    <message>
        <source>The service answered %1 %2</source>
        <translation>Le service a répondu %1 %2</translation>
    </message>
    <message>
        <source>Operation canceled</source>
        <translation>Opération annulée</translation>
    </message>
</context>
<context>
    <name>bd::api::ContactJob</name>
    <message>
        <source>Enter a contact id.</source>
        <translation>Saisissez un identifiant de contact.</translation>
    </message>
</context>
<context>
    <name>bd::api::ContactListJob</name>
    <message>
        <source>Enter a customer id.</source>
        <translation>Saisissez un identifiant de client.</translation>
    </message>
</context>
<context>
    <name>bd::api::ProductJob</name>
    <message>
        <source>the service answered with product %1 instead of %2</source>
        <translation>le service a répondu avec le produit %1 au lieu de %2</translation>
    </message>
</context>
<context>
    <name>bd::api::QueryJob</name>
    <message>
        <source>Variables must be a JSON object, for example {&quot;id&quot;: &quot;001...&quot;}.</source>
        <translation>Les variables doivent former un objet JSON, par exemple {&quot;id&quot;: &quot;001...&quot;}.</translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation>Saisissez une requête, par exemple { Customer { id name } }.</translation>
    </message>
</context>
<context>
    <name>bd::api::SignInFlow</name>
    <message>
        <source>Enter the API key.</source>
        <translation>Saisissez la clé d&apos;API.</translation>
    </message>
</context>
<context>
    <name>bd::api::TokenJob</name>
    <message>
        <source>Enter your user name.</source>
        <translation>Saisissez votre nom d&apos;utilisateur.</translation>
    </message>
    <message>
        <source>Enter your password.</source>
        <translation>Saisissez votre mot de passe.</translation>
    </message>
</context>
<context>
    <name>bd::app::Application</name>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>The demo sandbox could not start: %1</source>
        <translation>Le bac à sable de démo n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Demo sandbox (%1)</source>
        <translation>Bac à sable de démo (%1)</translation>
    </message>
    <message>
        <source>Switched tenant, but the keychain did not keep its access key: %1</source>
        <translation>Organisation changée, mais le trousseau n&apos;a pas conservé sa clé d&apos;accès&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>bd::app::CommandLine</name>
    <message>
        <source>Desktop client for the Billing and Catalog Service.

Secrets are read from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and BILLING_DESK_TENANT_KEY, or from standard input with --secret-stdin; never from the command line.</source>
        <translation>Client de bureau pour le Billing and Catalog Service.

Les secrets sont lus depuis BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD et BILLING_DESK_TENANT_KEY, ou depuis l&apos;entrée standard avec --secret-stdin&#xa0;; jamais depuis la ligne de commande.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Afficher cette aide et quitter.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Afficher la version et quitter.</translation>
    </message>
    <message>
        <source>Start the built-in sandbox service and sign in to it.</source>
        <translation>Démarrer le service bac à sable intégré et s&apos;y connecter.</translation>
    </message>
    <message>
        <source>Environment: production, sandbox or custom.</source>
        <translation>Environnement&#xa0;: production, sandbox (bac à sable) ou custom (adresse personnalisée).</translation>
    </message>
    <message>
        <source>Service address (https, or http to this computer).</source>
        <translation>Adresse du service (https, ou http vers cet ordinateur).</translation>
    </message>
    <message>
        <source>Address of the query endpoint&apos;s host.</source>
        <translation>Adresse de l&apos;hôte du point de terminaison des requêtes.</translation>
    </message>
    <message>
        <source>Authentication: api-key, token or basic.</source>
        <translation>Authentification&#xa0;: api-key (clé d&apos;API), token (jeton) ou basic.</translation>
    </message>
    <message>
        <source>User name for token or Basic authentication.</source>
        <translation>Nom d&apos;utilisateur pour l&apos;authentification token ou basic.</translation>
    </message>
    <message>
        <source>Read the API key (api-key) or the password (token, basic) from standard input.</source>
        <translation>Lire la clé d&apos;API (api-key) ou le mot de passe (token, basic) depuis l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <source>--environment must be production, sandbox or custom.</source>
        <translation>--environment doit valoir production, sandbox ou custom.</translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation>Adresse personnalisée</translation>
    </message>
    <message>
        <source>--auth must be api-key, token or basic.</source>
        <translation>--auth doit valoir api-key, token ou basic.</translation>
    </message>
</context>
<context>
    <name>bd::cli</name>
    <message>
        <source>Show this help (or a command&apos;s) and exit.</source>
        <translation>Afficher cette aide (ou celle d&apos;une commande) et quitter.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Afficher la version et quitter.</translation>
    </message>
    <message>
        <source>Run against the built-in sandbox service: sample data, no account needed.</source>
        <translation>Utiliser le service bac à sable intégré : données d&apos;exemple, aucun compte nécessaire.</translation>
    </message>
    <message>
        <source>With --auth token: which of your tenants (id or name).</source>
        <translation>Avec --auth token : laquelle de vos organisations (identifiant ou nom).</translation>
    </message>
    <message>
        <source>Run “%1 --help” for how to use it.</source>
        <translation>Lancez « %1 --help » pour savoir comment l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Name a command, for example “products list”.</source>
        <translation>Indiquez une commande, par exemple « products list ».</translation>
    </message>
    <message>
        <source>“%1” needs a command after it.</source>
        <translation>« %1 » doit être suivi d&apos;une commande.</translation>
    </message>
    <message>
        <source>Unknown command: %1 %2</source>
        <translation>Commande inconnue : %1 %2</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Commande inconnue : %1</translation>
    </message>
    <message>
        <source>Output: table, csv, json or jsonl.</source>
        <translation>Sortie : table, csv, json ou jsonl.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Il manque : %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu : %1</translation>
    </message>
    <message>
        <source>--format must be table, csv, json or jsonl.</source>
        <translation>--format doit valoir table, csv, json ou jsonl.</translation>
    </message>
    <message>
        <source>The demo needs no sign-in: run the other commands with --demo.</source>
        <translation>La démo ne demande aucune connexion : lancez les autres commandes avec --demo.</translation>
    </message>
    <message>
        <source>--secret-stdin cannot be combined with reading a file from standard input (“-”).</source>
        <translation>--secret-stdin ne peut pas être combiné avec la lecture d&apos;un fichier sur l&apos;entrée standard (« - »).</translation>
    </message>
    <message>
        <source>Usage: %1 [options] &lt;command&gt; [arguments] [command options]</source>
        <translation>Usage : %1 [options] &lt;commande&gt; [arguments] [options de la commande]</translation>
    </message>
    <message>
        <source>Command-line client for the Billing and Catalog Service: the same core as the Billing Desk window, for terminals and scripts. Data goes to standard output; messages, waits and progress go to standard error.</source>
        <translation>Client en ligne de commande du Billing and Catalog Service : le même cœur que la fenêtre Billing Desk, pour les terminaux et les scripts. Les données vont sur la sortie standard ; les messages, les attentes et la progression sur la sortie d&apos;erreur.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Run “%1 &lt;command&gt; --help” for a command&apos;s options.</source>
        <translation>Lancez « %1 &lt;commande&gt; --help » pour les options d&apos;une commande.</translation>
    </message>
    <message>
        <source>Where and how to sign in work as in the window. Secrets never come from arguments (they would show in the process list): they come from the keychain (after “sign-in”; the window and this tool share it), from BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD and BILLING_DESK_TENANT_KEY (removed from the environment once read), or from standard input with --secret-stdin.</source>
        <translation>Où et comment se connecter fonctionne comme dans la fenêtre. Les secrets ne viennent jamais des arguments (ils apparaîtraient dans la liste des processus) : ils viennent du trousseau (après « sign-in » ; la fenêtre et cet outil le partagent), de BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD et BILLING_DESK_TENANT_KEY (retirées de l&apos;environnement une fois lues), ou de l&apos;entrée standard avec --secret-stdin.</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>Code de sortie :</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>a request failed (the service could not be reached, refused it, or answered badly)</source>
        <translation>une requête a échoué (le service était injoignable, l&apos;a refusée ou a mal répondu)</translation>
    </message>
    <message>
        <source>usage: the command line is wrong or a value breaks the service&apos;s rules; nothing was sent</source>
        <translation>usage : la ligne de commande est incorrecte ou une valeur enfreint les règles du service ; rien n&apos;a été envoyé</translation>
    </message>
    <message>
        <source>not signed in, credentials refused, or a deletion not confirmed</source>
        <translation>non connecté, identifiants refusés ou suppression non confirmée</translation>
    </message>
    <message>
        <source>some rows of a CSV update failed; the others were sent</source>
        <translation>certaines lignes d&apos;une mise à jour CSV ont échoué ; les autres ont été envoyées</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples :</translation>
    </message>
    <message>
        <source>Usage: %1 [options] %2 &lt;command&gt; [arguments] [command options]</source>
        <translation>Usage : %1 [options] %2 &lt;commande&gt; [arguments] [options de la commande]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Usage : %1</translation>
    </message>
    <message>
        <source>Output: table, csv, json or jsonl (default: %1).</source>
        <translation>Sortie : table, csv, json ou jsonl (par défaut : %1).</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <source>Global options (--demo, --environment, --base-url, --auth, ...): see “%1 --help”.</source>
        <translation>Options globales (--demo, --environment, --base-url, --auth, ...) : voir « %1 --help ».</translation>
    </message>
    <message>
        <source>Show one contact with every field.</source>
        <translation>Afficher un contact avec tous ses champs.</translation>
    </message>
    <message>
        <source>The contact&apos;s id (003…).</source>
        <translation>L&apos;identifiant du contact (003…).</translation>
    </message>
    <message>
        <source>Find contacts by exact email address or full name.</source>
        <translation>Trouver des contacts par adresse e-mail exacte ou nom complet.</translation>
    </message>
    <message>
        <source>The email address to look for.</source>
        <translation>L&apos;adresse e-mail recherchée.</translation>
    </message>
    <message>
        <source>The full name to look for.</source>
        <translation>Le nom complet recherché.</translation>
    </message>
    <message>
        <source>Searches through the query endpoint, as the window does. Exits with 1 when no contact matches.</source>
        <translation>Cherche via le point d&apos;accès de requête, comme la fenêtre. Se termine avec 1 si aucun contact ne correspond.</translation>
    </message>
    <message>
        <source>Give one of --email or --name.</source>
        <translation>Indiquez --email ou --name.</translation>
    </message>
    <message>
        <source>“%1” is read-only; these fields can be changed: %2.</source>
        <translation>« %1 » est en lecture seule ; ces champs peuvent être modifiés : %2.</translation>
    </message>
    <message>
        <source>“%1” is not a contact field; these can be changed: %2.</source>
        <translation>« %1 » n&apos;est pas un champ de contact ; ceux-ci peuvent être modifiés : %2.</translation>
    </message>
    <message>
        <source>Give the contact&apos;s id and at least one field=value, or --from-csv FILE.</source>
        <translation>Indiquez l&apos;identifiant du contact et au moins un champ=valeur, ou --from-csv FICHIER.</translation>
    </message>
    <message>
        <source>“%1” is not field=value.</source>
        <translation>« %1 » n&apos;est pas de la forme champ=valeur.</translation>
    </message>
    <message>
        <source>The file is not CSV: %1.</source>
        <translation>Le fichier n&apos;est pas du CSV : %1.</translation>
    </message>
    <message>
        <source>The file is empty: its first line must name the columns (id and the fields to change).</source>
        <translation>Le fichier est vide : sa première ligne doit nommer les colonnes (id et les champs à modifier).</translation>
    </message>
    <message>
        <source>Column %1 of the header: %2</source>
        <translation>Colonne %1 de l&apos;en-tête : %2</translation>
    </message>
    <message>
        <source>The header names “%1” twice.</source>
        <translation>L&apos;en-tête nomme « %1 » deux fois.</translation>
    </message>
    <message>
        <source>The header has no “id” column: each row must say which contact it changes.</source>
        <translation>L&apos;en-tête n&apos;a pas de colonne « id » : chaque ligne doit dire quel contact elle modifie.</translation>
    </message>
    <message>
        <source>it has %1 cells, the header %2</source>
        <translation>elle a %1 cellules, l&apos;en-tête %2</translation>
    </message>
    <message>
        <source>it has no id</source>
        <translation>elle n&apos;a pas d&apos;identifiant</translation>
    </message>
    <message>
        <source>The file has a header but no rows.</source>
        <translation>Le fichier a un en-tête mais aucune ligne.</translation>
    </message>
    <message>
        <source>Change contacts: one from the command line, or many from a CSV file.</source>
        <translation>Modifier des contacts : un depuis la ligne de commande, ou plusieurs depuis un fichier CSV.</translation>
    </message>
    <message>
        <source>A writable field by its name (firstName, email, billingCity, …) and its new value; an empty value clears the field.</source>
        <translation>Un champ modifiable par son nom (firstName, email, billingCity, …) et sa nouvelle valeur ; une valeur vide efface le champ.</translation>
    </message>
    <message>
        <source>Read the changes from a CSV file (“-”: standard input): a header with id and the fields, then one row per contact.</source>
        <translation>Lire les modifications dans un fichier CSV (« - » : entrée standard) : un en-tête avec id et les champs, puis une ligne par contact.</translation>
    </message>
    <message>
        <source>Load each contact and show old → new; send nothing.</source>
        <translation>Charger chaque contact et afficher ancien → nouveau ; ne rien envoyer.</translation>
    </message>
    <message>
        <source>Each value is checked as the window checks it (length limits, email, birthday as YYYY-MM-DD) before anything is sent, and only fields whose value changes are sent. In a CSV file an empty cell leaves the field as it is. A row that fails is reported and the others are still sent; the exit status is then 4. Results: updated, unchanged, would-update (dry run), invalid (refused before sending), refused (by the service), not-found, failed (no answer or a server failure: try again).</source>
        <translation>Chaque valeur est vérifiée comme dans la fenêtre (limites de longueur, e-mail, anniversaire au format AAAA-MM-JJ) avant tout envoi, et seuls les champs dont la valeur change sont envoyés. Dans un fichier CSV, une cellule vide laisse le champ tel quel. Une ligne en échec est signalée et les autres sont tout de même envoyées ; le code de sortie est alors 4. Résultats : updated, unchanged, would-update (essai à blanc), invalid (refusé avant l&apos;envoi), refused (par le service), not-found, failed (pas de réponse ou erreur du serveur : réessayez).</translation>
    </message>
    <message>
        <source>Give either --from-csv or ID field=value…, not both.</source>
        <translation>Indiquez soit --from-csv, soit ID champ=valeur…, pas les deux.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (ligne %2)</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>unchanged: every value is already so</source>
        <translation>inchangé : chaque valeur est déjà ainsi</translation>
    </message>
    <message>
        <source>would change (dry run, nothing sent)</source>
        <translation>serait modifié (essai à blanc, rien envoyé)</translation>
    </message>
    <message>
        <source>refused before sending</source>
        <translation>refusé avant l&apos;envoi</translation>
    </message>
    <message>
        <source>refused by the service</source>
        <translation>refusé par le service</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>warning %1: %2</source>
        <translation>avertissement %1 : %2</translation>
    </message>
    <message>
        <source>Dry run: %1 of %2 contacts would change, %3 failed; nothing was sent.</source>
        <translation>Essai à blanc : %1 contacts sur %2 seraient modifiés, %3 en échec ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>%1 of %2 contacts updated, %3 failed.</source>
        <translation>%1 contacts sur %2 modifiés, %3 en échec.</translation>
    </message>
    <message>
        <source>a quote opened on line %1 is never closed</source>
        <translation>un guillemet ouvert à la ligne %1 n&apos;est jamais fermé</translation>
    </message>
    <message>
        <source>Delete invoices by id or by status (Canceled, Draft).</source>
        <translation>Supprimer des factures par identifiant ou par statut (Canceled, Draft).</translation>
    </message>
    <message>
        <source>Invoice ids (separated by spaces or commas).</source>
        <translation>Identifiants de factures (séparés par des espaces ou des virgules).</translation>
    </message>
    <message>
        <source>Read the invoice ids from a file (“-”: standard input), as the window&apos;s list takes them.</source>
        <translation>Lire les identifiants de factures dans un fichier (« - » : entrée standard), comme la liste de la fenêtre les accepte.</translation>
    </message>
    <message>
        <source>Every invoice with this status: Canceled or Draft.</source>
        <translation>Toutes les factures ayant ce statut : Canceled ou Draft.</translation>
    </message>
    <message>
        <source>Delete without asking. In Production, name the tenant: --yes=TENANT.</source>
        <translation>Supprimer sans demander. En Production, nommer l&apos;organisation : --yes=ORGANISATION.</translation>
    </message>
    <message>
        <source>The deletion is sent once and never retried. Without --yes, what would be deleted is shown and a terminal is asked; with no terminal nothing is deleted (exit status 3).</source>
        <translation>La suppression est envoyée une seule fois et jamais réessayée. Sans --yes, ce qui serait supprimé est affiché et la question est posée au terminal ; sans terminal rien n&apos;est supprimé (code de sortie 3).</translation>
    </message>
    <message>
        <source>Give one of --ids, --ids-from or --status.</source>
        <translation>Indiquez une option parmi --ids, --ids-from ou --status.</translation>
    </message>
    <message>
        <source>--status must be one of: %1.</source>
        <translation>--status doit être l&apos;une de ces valeurs : %1.</translation>
    </message>
    <message>
        <source>Nothing deleted: in Production, --yes must name the tenant: --yes=%1</source>
        <translation>Rien n&apos;a été supprimé : en Production, --yes doit nommer l&apos;organisation : --yes=%1</translation>
    </message>
    <message>
        <source>Type “%1” to delete: </source>
        <translation>Tapez « %1 » pour supprimer : </translation>
    </message>
    <message>
        <source>Delete? Type “yes”: </source>
        <translation>Supprimer ? Tapez « yes » : </translation>
    </message>
    <message>
        <source>Nothing deleted.</source>
        <translation>Rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <source>Nothing deleted: confirm with --yes=%1.</source>
        <translation>Rien n&apos;a été supprimé : confirmez avec --yes=%1.</translation>
    </message>
    <message>
        <source>Nothing deleted: confirm with --yes.</source>
        <translation>Rien n&apos;a été supprimé : confirmez avec --yes.</translation>
    </message>
    <message>
        <source>Show one product (JSON exactly as received).</source>
        <translation>Afficher un produit (JSON exactement tel que reçu).</translation>
    </message>
    <message>
        <source>The product&apos;s id: 15 or 18 letters and digits.</source>
        <translation>L&apos;identifiant du produit : 15 ou 18 lettres et chiffres.</translation>
    </message>
    <message>
        <source>Product %1</source>
        <translation>Produit %1</translation>
    </message>
    <message>
        <source>Not as the spec describes: %1</source>
        <translation>Pas comme la spécification le décrit : %1</translation>
    </message>
    <message>
        <source>Only products with every word of TEXT in their name, SKU, description, features or options (as the window&apos;s search).</source>
        <translation>Seulement les produits ayant chaque mot de TEXT dans leur nom, SKU, description, caractéristiques ou options (comme la recherche de la fenêtre).</translation>
    </message>
    <message>
        <source>Only products whose field has this value (recordType, priceModel, billingTiming, category, currency); repeatable.</source>
        <translation>Seulement les produits dont le champ a cette valeur (recordType, priceModel, billingTiming, category, currency) ; répétable.</translation>
    </message>
    <message>
        <source>List the published products (every page).</source>
        <translation>Lister les produits publiés (toutes les pages).</translation>
    </message>
    <message>
        <source>Write the products to a file: JSON exactly as received, or CSV.</source>
        <translation>Écrire les produits dans un fichier : JSON exactement tel que reçu, ou CSV.</translation>
    </message>
    <message>
        <source>Where to write; “-” for standard output. Its suffix picks the format (.csv, .jsonl, else JSON) unless --format says.</source>
        <translation>Où écrire ; « - » pour la sortie standard. Son suffixe choisit le format (.csv, .jsonl, sinon JSON) sauf si --format l&apos;indique.</translation>
    </message>
    <message>
        <source>An export is csv, json or jsonl, not a table.</source>
        <translation>Un export est en csv, json ou jsonl, pas en tableau.</translation>
    </message>
    <message>
        <source>Loading products</source>
        <translation>Chargement des produits</translation>
    </message>
    <message>
        <source>The products could not be loaded</source>
        <translation>Les produits n&apos;ont pas pu être chargés</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n de plus.</numerusform>
            <numerusform>… et %n de plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n product(s) to %1.</source>
        <translation>
            <numerusform>%n produit écrit dans %1.</numerusform>
            <numerusform>%n produits écrits dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>--filter takes field=value, not “%1”.</source>
        <translation>--filter attend champ=valeur, pas « %1 ».</translation>
    </message>
    <message>
        <source>Products cannot be filtered by “%1”; use one of: %2.</source>
        <translation>Les produits ne peuvent pas être filtrés par « %1 » ; utilisez l&apos;un de : %2.</translation>
    </message>
    <message>
        <source>Your session has ended and could not be renewed. Run “%1 sign-in” and try again.</source>
        <translation>Votre session a pris fin et n&apos;a pas pu être renouvelée. Lancez « %1 sign-in » et réessayez.</translation>
    </message>
    <message>
        <source>The demo sandbox could not start: %1</source>
        <translation>Le bac à sable de démo n&apos;a pas pu démarrer : %1</translation>
    </message>
    <message>
        <source>Demo sandbox (%1)</source>
        <translation>Bac à sable de démo (%1)</translation>
    </message>
    <message>
        <source>Say where the service is: --environment production or sandbox (with the address set up in Billing Desk), or --base-url.</source>
        <translation>Indiquez où se trouve le service : --environment production ou sandbox (avec l&apos;adresse configurée dans Billing Desk), ou --base-url.</translation>
    </message>
    <message>
        <source>Not signed in. Run “%1 sign-in”, give the secrets for this run (BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD or --secret-stdin), or try the built-in sandbox with --demo.</source>
        <translation>Non connecté. Lancez « %1 sign-in », donnez les secrets pour cette exécution (BILLING_DESK_API_KEY, BILLING_DESK_PASSWORD ou --secret-stdin), ou essayez le bac à sable intégré avec --demo.</translation>
    </message>
    <message>
        <source>Not signed in to %1: the remembered account is for %2. Run “%3 sign-in” for %1, or give the secrets for this run.</source>
        <translation>Non connecté à %1 : le compte mémorisé est pour %2. Lancez « %3 sign-in » pour %1, ou donnez les secrets pour cette exécution.</translation>
    </message>
    <message>
        <source>The keychain holds no secrets for the remembered account (%1).</source>
        <translation>Le trousseau ne contient aucun secret pour le compte mémorisé (%1).</translation>
    </message>
    <message>
        <source>Run “%1 sign-in”.</source>
        <translation>Lancez « %1 sign-in ».</translation>
    </message>
    <message>
        <source>Could not sign in as the remembered account: %1</source>
        <translation>Impossible de se connecter avec le compte mémorisé : %1</translation>
    </message>
    <message>
        <source>You have no tenant “%1”; choose one of: %2.</source>
        <translation>Vous n&apos;avez pas d&apos;organisation « %1 » ; choisissez l&apos;une de : %2.</translation>
    </message>
    <message>
        <source>You belong to several tenants; choose one with --tenant: %1.</source>
        <translation>Vous appartenez à plusieurs organisations ; choisissez-en une avec --tenant : %1.</translation>
    </message>
    <message>
        <source>You belong to several tenants:</source>
        <translation>Vous appartenez à plusieurs organisations :</translation>
    </message>
    <message>
        <source>Tenant (1-%1): </source>
        <translation>Organisation (1-%1) : </translation>
    </message>
    <message>
        <source>No tenant chosen.</source>
        <translation>Aucune organisation choisie.</translation>
    </message>
    <message>
        <source>Could not sign in: %1</source>
        <translation>Impossible de se connecter : %1</translation>
    </message>
    <message>
        <source>Sign in and remember it in the keychain (shared with the window).</source>
        <translation>Se connecter et le mémoriser dans le trousseau (partagé avec la fenêtre).</translation>
    </message>
    <message>
        <source>Where and how come from --environment or --base-url, --auth and --user. The secret comes from BILLING_DESK_API_KEY or BILLING_DESK_PASSWORD, from --secret-stdin, or is asked for on the terminal.</source>
        <translation>Où et comment viennent de --environment ou --base-url, --auth et --user. Le secret vient de BILLING_DESK_API_KEY ou BILLING_DESK_PASSWORD, de --secret-stdin, ou est demandé au terminal.</translation>
    </message>
    <message>
        <source>No secret given: set BILLING_DESK_API_KEY or BILLING_DESK_PASSWORD, or use --secret-stdin.</source>
        <translation>Aucun secret donné : définissez BILLING_DESK_API_KEY ou BILLING_DESK_PASSWORD, ou utilisez --secret-stdin.</translation>
    </message>
    <message>
        <source>API key: </source>
        <translation>Clé d&apos;API : </translation>
    </message>
    <message>
        <source>Password for %1: </source>
        <translation>Mot de passe pour %1 : </translation>
    </message>
    <message>
        <source>Signed in, but the keychain did not keep the secrets: %1</source>
        <translation>Connecté, mais le trousseau n&apos;a pas conservé les secrets : %1</translation>
    </message>
    <message>
        <source>Signed in to %1. Billing Desk and later commands use this sign-in until “sign-out”.</source>
        <translation>Connecté à %1. Billing Desk et les commandes suivantes utilisent cette connexion jusqu&apos;à « sign-out ».</translation>
    </message>
    <message>
        <source>Forget the remembered sign-in (also the window&apos;s).</source>
        <translation>Oublier la connexion mémorisée (aussi celle de la fenêtre).</translation>
    </message>
    <message>
        <source>Signed out, but some secrets could not be erased from the keychain.</source>
        <translation>Déconnecté, mais certains secrets n&apos;ont pas pu être effacés du trousseau.</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Déconnecté.</translation>
    </message>
    <message>
        <source>Show the signed-in tenant&apos;s details.</source>
        <translation>Afficher les détails de l&apos;organisation connectée.</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>List the tenant&apos;s webhook endpoints.</source>
        <translation>Lister les points de terminaison webhook de l&apos;organisation.</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Points de terminaison webhook</translation>
    </message>
    <message>
        <source>Run a GraphQL query from a file and print the answer.</source>
        <translation>Exécuter une requête GraphQL depuis un fichier et afficher la réponse.</translation>
    </message>
    <message>
        <source>The query; “-” for standard input.</source>
        <translation>La requête ; « - » pour l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>The variables: a JSON object, or @FILE to read them from a file.</source>
        <translation>Les variables : un objet JSON, ou @FICHIER pour les lire dans un fichier.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>%1 per %2 · quantity %3 · term %4 %5</source>
        <translation>%1 par %2 · quantité %3 · durée %4 %5</translation>
    </message>
    <message>
        <source>%1 (not added)</source>
        <translation>%1 (non additionné)</translation>
    </message>
    <message>
        <source>Total, rounded once</source>
        <translation>Total, arrondi une seule fois</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>How many units: a number of at least 0, such as 45 or 2.5 (the unit of measure rounds it).</source>
        <translation>Combien d&apos;unités : un nombre d&apos;au moins 0, par exemple 45 ou 2.5 (l&apos;unité de mesure l&apos;arrondit).</translation>
    </message>
    <message>
        <source>The term&apos;s length in --term-unit (default: the product&apos;s default term).</source>
        <translation>La longueur de la durée en --term-unit (par défaut : la durée par défaut du produit).</translation>
    </message>
    <message>
        <source>day, month or year (default: month).</source>
        <translation>day, month ou year (par défaut : month).</translation>
    </message>
    <message>
        <source>The term&apos;s first day, YYYY-MM-DD; also the day price tags must be valid on (default: today).</source>
        <translation>Le premier jour de la durée, YYYY-MM-DD ; aussi le jour où les étiquettes de prix doivent être valables (par défaut : aujourd&apos;hui).</translation>
    </message>
    <message>
        <source>The term&apos;s last day (included), YYYY-MM-DD: with --start, instead of --term.</source>
        <translation>Le dernier jour de la durée (inclus), YYYY-MM-DD : avec --start, au lieu de --term.</translation>
    </message>
    <message>
        <source>How dates count: 30/360 (US NASD, the default) or actual (actual/actual).</source>
        <translation>Comment les dates se comptent : 30/360 (US NASD, par défaut) ou actual (réel/réel).</translation>
    </message>
    <message>
        <source>The price&apos;s currency, an ISO 4217 code (default: the recommended price&apos;s).</source>
        <translation>La devise du prix, un code ISO 4217 (par défaut : celle du prix recommandé).</translation>
    </message>
    <message>
        <source>The price&apos;s unit of measure by name, such as User/Month (default: the recommended one).</source>
        <translation>L&apos;unité de mesure du prix par son nom, par exemple User/Month (par défaut : celle recommandée).</translation>
    </message>
    <message>
        <source>A bundle option&apos;s quantity, option-id=quantity, within its min and max; repeatable.</source>
        <translation>La quantité d&apos;une option de lot, option-id=quantité, entre son minimum et son maximum ; répétable.</translation>
    </message>
    <message>
        <source>--%1 must be a date as YYYY-MM-DD, such as 2025-01-31, not “%2”.</source>
        <translation>--%1 doit être une date au format YYYY-MM-DD, par exemple 2025-01-31, et non « %2 ».</translation>
    </message>
    <message>
        <source>--term must be a number of at least 0, such as 12 or 1.5, not “%1”.</source>
        <translation>--term doit être un nombre d&apos;au moins 0, par exemple 12 ou 1.5, et non « %1 ».</translation>
    </message>
    <message>
        <source>--term-unit goes with --term: the unit its number counts.</source>
        <translation>--term-unit va avec --term : l&apos;unité que compte son nombre.</translation>
    </message>
    <message>
        <source>--term-unit must be day, month or year, not “%1”.</source>
        <translation>--term-unit doit être day, month ou year, et non « %1 ».</translation>
    </message>
    <message>
        <source>--end needs --start: the term runs from its first day to its last.</source>
        <translation>--end demande --start : la durée va de son premier à son dernier jour.</translation>
    </message>
    <message>
        <source>Give the term as --term N or as --start and --end, not both.</source>
        <translation>Indiquez la durée avec --term N ou avec --start et --end, pas les deux.</translation>
    </message>
    <message>
        <source>--end (%1) is before --start (%2): the end is the term&apos;s last day, on or after its first.</source>
        <translation>--end (%1) précède --start (%2) : la fin est le dernier jour de la durée, le jour même du premier ou après.</translation>
    </message>
    <message>
        <source>--basis must be 30/360 or actual, not “%1”.</source>
        <translation>--basis doit être 30/360 ou actual, et non « %1 ».</translation>
    </message>
    <message>
        <source>--currency must be a three-letter ISO 4217 code such as USD, not “%1”.</source>
        <translation>--currency doit être un code ISO 4217 de trois lettres comme USD, et non « %1 ».</translation>
    </message>
    <message>
        <source>--option takes option-id=quantity, a whole number of at least 0, not “%1”.</source>
        <translation>--option attend option-id=quantité, un nombre entier d&apos;au moins 0, et non « %1 ».</translation>
    </message>
    <message>
        <source>--quantity is required: how many units, a number of at least 0 such as 45 or 2.5.</source>
        <translation>--quantity est obligatoire : combien d&apos;unités, un nombre d&apos;au moins 0 comme 45 ou 2.5.</translation>
    </message>
    <message>
        <source>--quantity must be a number such as 45 or 2.5, not “%1”.</source>
        <translation>--quantity doit être un nombre comme 45 ou 2.5, et non « %1 ».</translation>
    </message>
    <message>
        <source>--quantity must be 0 or more, not %1.</source>
        <translation>--quantity doit valoir 0 ou plus, et non %1.</translation>
    </message>
    <message>
        <source>What a quantity of a product costs over a term, step by step, with the rule of each step.</source>
        <translation>Ce que coûte une quantité d&apos;un produit sur une durée, étape par étape, avec la règle de chaque étape.</translation>
    </message>
    <message>
        <source>The price follows the vendor&apos;s pricing rules (quantity rounded by the unit of measure, term in the price&apos;s term unit, the first applicable price tag, discount tags compounded, the total rounded once, half up, to the currency&apos;s minor unit). Where the sources are silent the rule chosen is named in words. JSON gives every number as an exact decimal string.</source>
        <translation>Le prix suit les règles de tarification de l&apos;éditeur (quantité arrondie selon l&apos;unité de mesure, durée dans l&apos;unité de temps du prix, la première étiquette de prix applicable, les étiquettes de remise composées, le total arrondi une seule fois, au demi supérieur, à la plus petite unité de la devise). Là où les sources se taisent, la règle choisie est nommée en toutes lettres. Le JSON donne chaque nombre sous forme de chaîne décimale exacte.</translation>
    </message>
    <message>
        <source>products price prints a table or JSON: --format must be table or json.</source>
        <translation>products price affiche un tableau ou du JSON : --format doit être table ou json.</translation>
    </message>
    <message>
        <source>The answer holds no list of records to print as rows; --format json prints it whole.</source>
        <translation>La réponse ne contient aucune liste d’enregistrements à imprimer en lignes&#xa0;; --format json l’imprime en entier.</translation>
    </message>
    <message>
        <source>The answer has %1 lists of records: these are the rows of %2; not printed: %3.</source>
        <translation>La réponse contient %1 listes d’enregistrements&#xa0;: voici les lignes de %2&#xa0;; non imprimées&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Columns: id, name, sku, recordType, priceModel, billingTiming, category, lowestPrices (the lowest active list price per currency). CSV has currency and lowestListPrice instead, one row per currency, the price an exact number. JSON and JSON Lines hold each product exactly as the service sent it.</source>
        <translation>Colonnes&#xa0;: id, name, sku, recordType, priceModel, billingTiming, category, lowestPrices (le prix catalogue actif le plus bas par devise). En CSV, currency et lowestListPrice à la place, une ligne par devise, le prix en nombre exact. JSON et JSON Lines contiennent chaque produit exactement tel que le service l’a envoyé.</translation>
    </message>
    <message>
        <source>Show the contact saves kept on this computer.</source>
        <translation>Afficher les enregistrements de contacts conservés sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Only this contact&apos;s saves.</source>
        <translation>Seulement les enregistrements de ce contact.</translation>
    </message>
    <message>
        <source>Only saves made on or after this day (YYYY-MM-DD, UTC).</source>
        <translation>Seulement les enregistrements faits ce jour ou après (YYYY-MM-DD, UTC).</translation>
    </message>
    <message>
        <source>Every save the window and this tool sent in the signed-in environment and tenant, newest first, one record per changed field: when, the contact, the field&apos;s old and new value, where it came from, who was signed in and what the service answered (&quot;unanswered&quot;: it was sent but no answer came, so it may have been stored).</source>
        <translation>Chaque enregistrement que la fenêtre et cet outil ont envoyé dans l’environnement et l’organisation connectés, le plus récent d’abord, une ligne par champ modifié&#xa0;: quand, le contact, l’ancienne et la nouvelle valeur du champ, d’où il venait, qui était connecté et ce que le service a répondu («&#xa0;unanswered&#xa0;»&#xa0;: envoyé sans réponse, il a donc pu être enregistré).</translation>
    </message>
    <message>
        <source>--since takes a date as YYYY-MM-DD, like 2026-11-01; &quot;%1&quot; is not one.</source>
        <translation>--since attend une date au format YYYY-MM-DD, par exemple 2026-11-01&#xa0;; «&#xa0;%1&#xa0;» n’en est pas une.</translation>
    </message>
    <message>
        <source>The history of saves in %1 cannot be read: %2</source>
        <translation>L’historique des enregistrements dans %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>Only and in the order of the catalog&apos;s saved view NAME of this environment and tenant (its search, filters and sort, as the window saved it); --search and --filter narrow it further.</source>
        <translation>Seulement les produits de la vue enregistrée NAME du catalogue de cet environnement et de cette organisation, dans son ordre (recherche, filtres et tri, tels que la fenêtre les a enregistrés)&#xa0;; --search et --filter restreignent encore.</translation>
    </message>
    <message>
        <source>There is no saved view “%1”: this environment and tenant has no catalog views (save one in the window: View → Saved Views).</source>
        <translation>Il n’y a pas de vue enregistrée «&#xa0;%1&#xa0;»&#xa0;: cet environnement et cette organisation n’ont aucune vue du catalogue (enregistrez-en une dans la fenêtre&#xa0;: Affichage → Vues enregistrées).</translation>
    </message>
    <message>
        <source>There is no saved view “%1”; the catalog&apos;s views here are: %2.</source>
        <translation>Il n’y a pas de vue enregistrée «&#xa0;%1&#xa0;»&#xa0;; les vues du catalogue ici sont&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>bd::domain</name>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean (%1)</source>
        <translation>un booléen (%1)</translation>
    </message>
    <message>
        <source>a number (%1)</source>
        <translation>un nombre (%1)</translation>
    </message>
    <message>
        <source>a string (%1)</source>
        <translation>une chaîne (%1)</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>on attendait %1, mais le service a envoyé %2</translation>
    </message>
    <message>
        <source>missing, but the service always sends it</source>
        <translation>absent, alors que le service l&apos;envoie toujours</translation>
    </message>
    <message>
        <source>the response is not valid JSON: %1</source>
        <translation>la réponse n&apos;est pas du JSON valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>le nombre %1 est hors limites</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>custom field names end in &quot;__c&quot;</source>
        <translation>les noms de champs personnalisés se terminent par «&#xa0;__c&#xa0;»</translation>
    </message>
    <message>
        <source>expected the products in an array named &quot;data&quot;</source>
        <translation>les produits étaient attendus dans un tableau nommé «&#xa0;data&#xa0;»</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Nom complet</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Prénom</translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation>Deuxième prénom</translation>
    </message>
    <message>
        <source>Last name</source>
        <translation>Nom de famille</translation>
    </message>
    <message>
        <source>Suffix</source>
        <translation>Suffixe</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Fonction</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Téléphone</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Téléphone mobile</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Date de naissance</translation>
    </message>
    <message>
        <source>Billing street</source>
        <translation>Rue (facturation)</translation>
    </message>
    <message>
        <source>Billing city</source>
        <translation>Ville (facturation)</translation>
    </message>
    <message>
        <source>Billing state</source>
        <translation>État/Province (facturation)</translation>
    </message>
    <message>
        <source>Billing postal code</source>
        <translation>Code postal (facturation)</translation>
    </message>
    <message>
        <source>Billing country</source>
        <translation>Pays (facturation)</translation>
    </message>
    <message>
        <source>Shipping street</source>
        <translation>Rue (livraison)</translation>
    </message>
    <message>
        <source>Shipping city</source>
        <translation>Ville (livraison)</translation>
    </message>
    <message>
        <source>Shipping state</source>
        <translation>État/Province (livraison)</translation>
    </message>
    <message>
        <source>Shipping postal code</source>
        <translation>Code postal (livraison)</translation>
    </message>
    <message>
        <source>Shipping country</source>
        <translation>Pays (livraison)</translation>
    </message>
    <message>
        <source>%1 is %2 characters long; at most %3 are allowed.</source>
        <translation>%1&#xa0;: %2 caractères, alors que %3 au maximum sont autorisés.</translation>
    </message>
    <message>
        <source>%1 must be an address like name@example.com.</source>
        <translation>%1&#xa0;: l&apos;adresse doit être de la forme nom@example.com.</translation>
    </message>
    <message>
        <source>%1 must be a real date written YYYY-MM-DD, for example 1985-04-23.</source>
        <translation>%1&#xa0;: la date doit exister et s&apos;écrire YYYY-MM-DD, par exemple 1985-04-23.</translation>
    </message>
    <message>
        <source>Product id &quot;%1&quot; is not a record id: it must be 15 or 18 letters and digits, for example 01t5g000001AbCdEAF.</source>
        <translation>L&apos;identifiant de produit «&#xa0;%1&#xa0;» n&apos;est pas un identifiant d&apos;enregistrement&#xa0;: il doit comporter 15 ou 18 lettres et chiffres, par exemple 01t5g000001AbCdEAF.</translation>
    </message>
    <message>
        <source>Decimal scale is %1; it must be between %2 and %3.</source>
        <translation>Le nombre de décimales est %1&#xa0;; il doit être compris entre %2 et %3.</translation>
    </message>
    <message>
        <source>Rounding mode &quot;%1&quot; is not one of Up, Down, Nearest.</source>
        <translation>Le mode d&apos;arrondi «&#xa0;%1&#xa0;» n&apos;est pas l&apos;une des valeurs Up, Down, Nearest.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Image address</source>
        <translation>Adresse de l&apos;image</translation>
    </message>
    <message>
        <source>Choose invoices either by id or by filter, not both.</source>
        <translation>Choisissez les factures soit par identifiant, soit par filtre, pas les deux.</translation>
    </message>
    <message>
        <source>Choose the invoices to delete: give ids or a status filter.</source>
        <translation>Choisissez les factures à supprimer&#xa0;: indiquez des identifiants ou un filtre de statut.</translation>
    </message>
    <message>
        <source>Give at least one invoice id.</source>
        <translation>Indiquez au moins un identifiant de facture.</translation>
    </message>
    <message>
        <source>Only canceled or draft invoices can be deleted, not &quot;%1&quot;.</source>
        <translation>Seules les factures au statut Canceled ou Draft peuvent être supprimées, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Invoice ids must not be empty.</source>
        <translation>Les identifiants de facture ne doivent pas être vides.</translation>
    </message>
    <message>
        <source>contains an unpaired UTF-16 surrogate (%1), which is not text</source>
        <translation>contient un demi-codet UTF-16 isolé (%1), ce qui n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>contains bytes that are not UTF-8 (%1), which is not text</source>
        <translation>contient des octets qui ne sont pas de l&apos;UTF-8 (%1), ce qui n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>is not a valid JSON string</source>
        <translation>n&apos;est pas une chaîne JSON valide</translation>
    </message>
    <message>
        <source>%1 is exactly %2</source>
        <translation>%1 vaut exactement %2</translation>
    </message>
    <message>
        <source>%1 looks %2 characters long, but accents written as separate marks count too: it is %3 characters for the service, which allows at most %4.</source>
        <translation>%1 semble compter %2 caractères, mais les accents écrits comme des signes séparés comptent aussi&#xa0;: le service y voit %3 caractères et en autorise %4 au maximum.</translation>
    </message>
    <message>
        <source>a tenant object</source>
        <translation>un objet organisation</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>an array of products</source>
        <translation>une liste de produits</translation>
    </message>
    <message>
        <source>a list of webhook endpoints</source>
        <translation>une liste de points de terminaison webhook</translation>
    </message>
    <message>
        <source>The filter must have the shape {status: {_eq: &quot;Canceled&quot;}} (or &quot;Draft&quot;), with balanced quotes.</source>
        <translation>Le filtre doit avoir la forme {status: {_eq: &quot;Canceled&quot;}} (ou &quot;Draft&quot;), avec des guillemets fermés.</translation>
    </message>
    <message>
        <source>%1 has no option %2.</source>
        <translation>%1 n&apos;a pas d&apos;option %2.</translation>
    </message>
    <message>
        <source>The quantity of %1 cannot be changed: it is %2.</source>
        <translation>La quantité de %1 ne peut pas être modifiée : elle vaut %2.</translation>
    </message>
    <message>
        <source>The quantity of %1 must be from %2 to %3, not %4.</source>
        <translation>La quantité de %1 doit être comprise entre %2 et %3, et non %4.</translation>
    </message>
    <message>
        <source>The quantity of %1 must be %2 or more, not %3.</source>
        <translation>La quantité de %1 doit valoir %2 ou plus, et non %3.</translation>
    </message>
    <message>
        <source>Option %1 × %2</source>
        <translation>Option %1 × %2</translation>
    </message>
    <message>
        <source>Bundled: included in the bundle&apos;s price (spec §2.8).</source>
        <translation>Incluse : comprise dans le prix du lot (spécification §2.8).</translation>
    </message>
    <message>
        <source>%1 is not in the total: %2</source>
        <translation>%1 n&apos;est pas dans le total : %2</translation>
    </message>
    <message>
        <source>its product %1 could not be read.</source>
        <translation>son produit %1 n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>Not bundled: priced on its own, its quantity per bundle unit × the bundle quantity (LinkToBundleQuantity, spec §2.8).</source>
        <translation>Hors lot : tarifée à part, sa quantité par unité de lot × la quantité du lot (LinkToBundleQuantity, spécification §2.8).</translation>
    </message>
    <message>
        <source>Not bundled: priced on its own at its quantity (spec §2.8).</source>
        <translation>Hors lot : tarifée à part selon sa quantité (spécification §2.8).</translation>
    </message>
    <message>
        <source>%1 has no active price book entry, so it has no price.</source>
        <translation>%1 n&apos;a aucune entrée de catalogue de prix active, donc aucun prix.</translation>
    </message>
    <message>
        <source>%1 has no active price in %2; it has %3.</source>
        <translation>%1 n&apos;a pas de prix actif en %2 ; il en a en %3.</translation>
    </message>
    <message>
        <source>%1 has no active price per “%2”; its units of measure are: %3.</source>
        <translation>%1 n&apos;a pas de prix actif par « %2 » ; ses unités de mesure sont : %3.</translation>
    </message>
    <message>
        <source>Several active prices match (%1): priced in %2, the recommended one.</source>
        <translation>Plusieurs prix actifs correspondent (%1) : calculé en %2, le prix recommandé.</translation>
    </message>
    <message>
        <source>Several active prices match (%1): priced in %2, the first one.</source>
        <translation>Plusieurs prix actifs correspondent (%1) : calculé en %2, le premier.</translation>
    </message>
    <message>
        <source>The unit of measure has no term dimension: the term is 1 [REC].</source>
        <translation>L&apos;unité de mesure n&apos;a pas de dimension de durée : la durée vaut 1 [REC].</translation>
    </message>
    <message>
        <source>The term dimension “%1” is not a time unit: the term is 1 [REC].</source>
        <translation>La dimension de durée « %1 » n&apos;est pas une unité de temps : la durée vaut 1 [REC].</translation>
    </message>
    <message>
        <source>CRBD (Credit Burndown) is priced like Recurring, times the term [REC: verify with a preview quote].</source>
        <translation>CRBD (Credit Burndown) est tarifé comme Recurring, multiplié par la durée [REC : à vérifier avec un devis d&apos;aperçu].</translation>
    </message>
    <message>
        <source>Usage: the quantity is the consumption, with no term multiplier [REC].</source>
        <translation>Usage : la quantité est la consommation, sans multiplication par la durée [REC].</translation>
    </message>
    <message>
        <source>The price model “%1” is not Recurring, OneTime, Usage or CRBD: priced once, without a term.</source>
        <translation>Le modèle de prix « %1 » n&apos;est ni Recurring, ni OneTime, ni Usage, ni CRBD : tarifé une fois, sans durée.</translation>
    </message>
    <message>
        <source>The quantity must be 0 or more, not %1.</source>
        <translation>La quantité doit valoir 0 ou plus, et non %1.</translation>
    </message>
    <message>
        <source>The term must be 0 or more, not %1.</source>
        <translation>La durée doit valoir 0 ou plus, et non %1.</translation>
    </message>
    <message>
        <source>A term by dates needs both its first and its last day.</source>
        <translation>Une durée par dates demande son premier et son dernier jour.</translation>
    </message>
    <message>
        <source>The term&apos;s last day (%1) is before its first day (%2).</source>
        <translation>Le dernier jour de la durée (%1) précède son premier jour (%2).</translation>
    </message>
    <message>
        <source>up</source>
        <translation>vers le haut</translation>
    </message>
    <message>
        <source>down</source>
        <translation>vers le bas</translation>
    </message>
    <message>
        <source>to the nearest</source>
        <translation>au plus proche</translation>
    </message>
    <message>
        <source>%1 to %2 (the last day included, %3)</source>
        <translation>du %1 au %2 (dernier jour inclus, %3)</translation>
    </message>
    <message numerus="yes">
        <source>The quantity %1 was rounded to %2: %3 allows %n decimal place(s), rounding %4 (the unit of measure&apos;s rule [PEER: Salesforce, Zuora; REC]).</source>
        <translation>
            <numerusform>La quantité %1 a été arrondie à %2 : %3 admet %n décimale, arrondi %4 (la règle de l&apos;unité de mesure [PEER : Salesforce, Zuora ; REC]).</numerusform>
            <numerusform>La quantité %1 a été arrondie à %2 : %3 admet %n décimales, arrondi %4 (la règle de l&apos;unité de mesure [PEER : Salesforce, Zuora ; REC]).</numerusform>
        </translation>
    </message>
    <message>
        <source>No term given: the product&apos;s default term, %1.</source>
        <translation>Aucune durée indiquée : la durée par défaut du produit, %1.</translation>
    </message>
    <message>
        <source>No term given: one %1.</source>
        <translation>Aucune durée indiquée : 1 %1.</translation>
    </message>
    <message>
        <source>Term: %1 = %2 %3, the price&apos;s term unit [NUE]; kept unrounded [NUE].</source>
        <translation>Durée : %1 = %2 %3, l&apos;unité de temps du prix [NUE] ; conservée sans arrondi [NUE].</translation>
    </message>
    <message>
        <source>The term never ends in decimal: it and the amounts it multiplies are shown to %1 decimal places; the total is rounded once from the exact value.</source>
        <translation>La durée ne se termine jamais en décimal : elle et les montants qu&apos;elle multiplie sont affichés avec %1 décimales ; le total est arrondi une seule fois à partir de la valeur exacte.</translation>
    </message>
    <message>
        <source>The term does not change this price: it is not charged per time unit (term 1).</source>
        <translation>La durée ne change pas ce prix : il n&apos;est pas facturé par unité de temps (durée 1).</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>Prix catalogue</translation>
    </message>
    <message>
        <source>List price × quantity × term [NUE].</source>
        <translation>Prix catalogue × quantité × durée [NUE].</translation>
    </message>
    <message>
        <source>List price × quantity [NUE].</source>
        <translation>Prix catalogue × quantité [NUE].</translation>
    </message>
    <message>
        <source>A quantity of 0 costs nothing, not even a flat fee [REC].</source>
        <translation>Une quantité de 0 ne coûte rien, pas même un forfait [REC].</translation>
    </message>
    <message numerus="yes">
        <source>The total is rounded once, half up, to %n decimal place(s) of %1 (ISO 4217); every step before it is exact [NUE].</source>
        <translation>
            <numerusform>Le total est arrondi une seule fois, au demi supérieur, à %n décimale de %1 (ISO 4217) ; chaque étape avant lui est exacte [NUE].</numerusform>
            <numerusform>Le total est arrondi une seule fois, au demi supérieur, à %n décimales de %1 (ISO 4217) ; chaque étape avant lui est exacte [NUE].</numerusform>
        </translation>
    </message>
    <message>
        <source>it is inactive</source>
        <translation>elle est inactive</translation>
    </message>
    <message>
        <source>it is not published</source>
        <translation>elle n&apos;est pas publiée</translation>
    </message>
    <message>
        <source>it starts on %1</source>
        <translation>elle commence le %1</translation>
    </message>
    <message>
        <source>it ended on %1</source>
        <translation>elle a pris fin le %1</translation>
    </message>
    <message>
        <source>it has no tiers</source>
        <translation>elle n&apos;a aucun palier</translation>
    </message>
    <message>
        <source>it counts %1, this price counts %2</source>
        <translation>elle compte %1, ce prix compte %2</translation>
    </message>
    <message>
        <source>it counts the term, and this price has none</source>
        <translation>elle compte la durée, et ce prix n&apos;en a pas</translation>
    </message>
    <message>
        <source>%1 was not used: a ramp counts periods of the term, this one counts quantity [REC].</source>
        <translation>%1 n&apos;a pas été utilisée : une rampe compte des périodes de la durée, celle-ci compte des quantités [REC].</translation>
    </message>
    <message>
        <source>%1 was not used: it counts the term in “%2”, which is not a time unit.</source>
        <translation>%1 n&apos;a pas été utilisée : elle compte la durée en « %2 », qui n&apos;est pas une unité de temps.</translation>
    </message>
    <message>
        <source>only the first applicable price tag applies [NUE]</source>
        <translation>seule la première étiquette de prix applicable s&apos;applique [NUE]</translation>
    </message>
    <message>
        <source>%1 was not used: %2.</source>
        <translation>%1 n&apos;a pas été utilisée : %2.</translation>
    </message>
    <message>
        <source>Discount tags apply one after another, each to the price the one before left (compounding) [NUE]; the entry&apos;s tags before the product&apos;s, each in the order received [REC].</source>
        <translation>Les étiquettes de remise s&apos;appliquent l&apos;une après l&apos;autre, chacune au prix laissé par la précédente (composées) [NUE] ; celles de l&apos;entrée avant celles du produit, chacune dans l&apos;ordre reçu [REC].</translation>
    </message>
    <message>
        <source>%1, tier %2 (%3) has neither an amount nor a discount percentage: its units keep the price they had.</source>
        <translation>%1, palier %2 (%3) n&apos;a ni montant ni pourcentage de remise : ses unités gardent le prix qu&apos;elles avaient.</translation>
    </message>
    <message>
        <source>%1: tier %2 is open above, so the tiers after it are never reached.</source>
        <translation>%1 : le palier %2 est ouvert vers le haut, les paliers suivants ne sont donc jamais atteints.</translation>
    </message>
    <message>
        <source>tag %1 of the price book entry</source>
        <translation>étiquette %1 de l&apos;entrée de catalogue de prix</translation>
    </message>
    <message>
        <source>tag %1 of the product</source>
        <translation>étiquette %1 du produit</translation>
    </message>
    <message>
        <source>%1 was ignored: its priceTagType “%2” is neither Quantity nor Term.</source>
        <translation>%1 a été ignorée : son priceTagType « %2 » n&apos;est ni Quantity ni Term.</translation>
    </message>
    <message>
        <source>%1 was ignored: its priceType “%2” is not Volume, Tiered or Ramp.</source>
        <translation>%1 a été ignorée : son priceType « %2 » n&apos;est ni Volume, ni Tiered, ni Ramp.</translation>
    </message>
    <message>
        <source>day</source>
        <translation>jour</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>week</source>
        <translation>semaine</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>semaines</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>months</source>
        <translation>mois</translation>
    </message>
    <message>
        <source>quarter</source>
        <translation>trimestre</translation>
    </message>
    <message>
        <source>quarters</source>
        <translation>trimestres</translation>
    </message>
    <message>
        <source>year</source>
        <translation>an</translation>
    </message>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
</context>
<context>
    <name>bd::domain::steps</name>
    <message>
        <source>%1, period %2 (%3)</source>
        <translation>%1, période %2 (%3)</translation>
    </message>
    <message>
        <source>%1, tier %2 (%3)</source>
        <translation>%1, palier %2 (%3)</translation>
    </message>
    <message>
        <source>%1 % more</source>
        <translation>%1&#xa0;% de plus</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1&#xa0;% de remise</translation>
    </message>
    <message>
        <source>%1 of %2 units are above the last tier of %3 (%4): %5</source>
        <translation>%1 des %2 unités dépassent le dernier palier de %3 (%4) : %5</translation>
    </message>
    <message>
        <source>%1: no tier holds %2, list price</source>
        <translation>%1 : aucun palier ne contient %2, prix catalogue</translation>
    </message>
    <message>
        <source>Where no tier holds the value, the list price applies [REC].</source>
        <translation>Quand aucun palier ne contient la valeur, le prix catalogue s&apos;applique [REC].</translation>
    </message>
    <message>
        <source>all units were priced at the list price.</source>
        <translation>toutes les unités ont été tarifées au prix catalogue.</translation>
    </message>
    <message>
        <source>Volume, flat: the tier holding the value charges its amount once per term unit, whatever the quantity [PEER: Zuora, Chargebee; per term unit: REC].</source>
        <translation>Volume, forfait : le palier contenant la valeur facture son montant une fois par unité de temps, quelle que soit la quantité [PEER : Zuora, Chargebee ; par unité de temps : REC].</translation>
    </message>
    <message>
        <source>Volume: the tier holding the value prices every unit [NUE].</source>
        <translation>Volume : le palier contenant la valeur tarife chaque unité [NUE].</translation>
    </message>
    <message>
        <source>Ramp, flat: each period charges its amount per term unit, whatever the quantity [REC].</source>
        <translation>Rampe, forfait : chaque période facture son montant par unité de temps, quelle que soit la quantité [REC].</translation>
    </message>
    <message>
        <source>Ramp: one line per period, each at its own price [NUE].</source>
        <translation>Rampe : une ligne par période, chacune à son propre prix [NUE].</translation>
    </message>
    <message>
        <source>Tiered, flat: each tier reached adds its amount once per term unit [PEER: Zuora, Stripe; per term unit: REC].</source>
        <translation>Par paliers, forfait : chaque palier atteint ajoute son montant une fois par unité de temps [PEER : Zuora, Stripe ; par unité de temps : REC].</translation>
    </message>
    <message>
        <source>Tiered: each tier prices only the units within it [NUE].</source>
        <translation>Par paliers : chaque palier ne tarife que les unités qu&apos;il contient [NUE].</translation>
    </message>
    <message>
        <source>%1: %2 units outside its tiers, list price</source>
        <translation>%1 : %2 unités hors de ses paliers, prix catalogue</translation>
    </message>
    <message>
        <source>Units that no tier holds (below the first, above a bounded last) are priced at the list price [REC].</source>
        <translation>Les unités qu&apos;aucun palier ne contient (sous le premier, au-delà d&apos;un dernier borné) sont tarifées au prix catalogue [REC].</translation>
    </message>
    <message>
        <source>they were priced at the list price.</source>
        <translation>elles ont été tarifées au prix catalogue.</translation>
    </message>
    <message>
        <source>%1 off</source>
        <translation>%1 de remise</translation>
    </message>
    <message>
        <source>no discount</source>
        <translation>aucune remise</translation>
    </message>
    <message>
        <source>Ramp: one line per period, each at its own discount [NUE].</source>
        <translation>Rampe : une ligne par période, chacune avec sa propre remise [NUE].</translation>
    </message>
    <message>
        <source>Volume: the tier holding the value discounts every unit [NUE]; discounts compound [NUE].</source>
        <translation>Volume : le palier contenant la valeur remise chaque unité [NUE] ; les remises se composent [NUE].</translation>
    </message>
    <message>
        <source>Tiered: each tier discounts only the units within it, their share of the amount spread evenly over the units [NUE; the share: REC].</source>
        <translation>Par paliers : chaque palier ne remise que ses propres unités, leur part du montant répartie également sur les unités [NUE ; la part : REC].</translation>
    </message>
    <message>
        <source>%1: outside its periods, no discount</source>
        <translation>%1 : hors de ses périodes, aucune remise</translation>
    </message>
    <message>
        <source>Months that no period holds keep the price they had [REC].</source>
        <translation>Les mois qu&apos;aucune période ne contient gardent le prix qu&apos;ils avaient [REC].</translation>
    </message>
    <message>
        <source>the tag gave no discount.</source>
        <translation>l&apos;étiquette n&apos;a donné aucune remise.</translation>
    </message>
    <message>
        <source>those units got no discount.</source>
        <translation>ces unités n&apos;ont reçu aucune remise.</translation>
    </message>
    <message>
        <source>%1: the price cannot fall below 0</source>
        <translation>%1 : le prix ne peut pas descendre sous 0</translation>
    </message>
    <message>
        <source>Discounts never take a price below 0 [REC].</source>
        <translation>Les remises ne font jamais passer un prix sous 0 [REC].</translation>
    </message>
</context>
<context>
    <name>bd::json</name>
    <message>
        <source>%1 at line %2, column %3</source>
        <translation>%1 à la ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>document too large</source>
        <translation>document trop volumineux</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>texte inattendu après la valeur JSON</translation>
    </message>
    <message>
        <source>unexpected end of text, a value was expected</source>
        <translation>fin de texte inattendue, une valeur était attendue</translation>
    </message>
    <message>
        <source>unexpected character, a value was expected</source>
        <translation>caractère inattendu, une valeur était attendue</translation>
    </message>
    <message>
        <source>invalid literal</source>
        <translation>littéral non valide</translation>
    </message>
    <message>
        <source>invalid number</source>
        <translation>nombre non valide</translation>
    </message>
    <message>
        <source>invalid number: digits expected after the decimal point</source>
        <translation>nombre non valide&#xa0;: chiffres attendus après la virgule</translation>
    </message>
    <message>
        <source>invalid number: digits expected in the exponent</source>
        <translation>nombre non valide&#xa0;: chiffres attendus dans l&apos;exposant</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>chaîne non terminée</translation>
    </message>
    <message>
        <source>control character in string</source>
        <translation>caractère de contrôle dans la chaîne</translation>
    </message>
    <message>
        <source>invalid \u escape</source>
        <translation>séquence d&apos;échappement \u non valide</translation>
    </message>
    <message>
        <source>invalid escape in string</source>
        <translation>séquence d&apos;échappement non valide dans la chaîne</translation>
    </message>
    <message>
        <source>nesting too deep</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in array</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;]&#xa0;» attendu dans le tableau</translation>
    </message>
    <message>
        <source>expected a quoted member name</source>
        <translation>nom de membre entre guillemets attendu</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>«&#xa0;:&#xa0;» attendu après un nom de membre</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in object</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;}&#xa0;» attendu dans l&apos;objet</translation>
    </message>
    <message>
        <source>more than 268,435,455 elements in one array</source>
        <translation>plus de 268&#xa0;435&#xa0;455 éléments dans un tableau</translation>
    </message>
    <message>
        <source>more than 268,435,455 members in one object</source>
        <translation>plus de 268&#xa0;435&#xa0;455 membres dans un objet</translation>
    </message>
</context>
<context>
    <name>bd::models</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>%1 (not added)</source>
        <translation>%1 (non ajouté)</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1: %2 per %3, quantity %4</source>
        <translation>%1 : %2 par %3, quantité %4</translation>
    </message>
    <message>
        <source>Term: %1 %2</source>
        <translation>Durée : %1 %2</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>vue %1</translation>
    </message>
    <message>
        <source>%1 is not an object.</source>
        <translation>%1 n’est pas un objet.</translation>
    </message>
    <message>
        <source>%1: &quot;name&quot; must be a text that is not empty.</source>
        <translation>%1&#xa0;: «&#xa0;name&#xa0;» doit être un texte non vide.</translation>
    </message>
    <message>
        <source>%1 (“%2”): &quot;screen&quot; must be &quot;catalog&quot; or &quot;webhooks&quot;.</source>
        <translation>%1 («&#xa0;%2&#xa0;»)&#xa0;: «&#xa0;screen&#xa0;» doit être «&#xa0;catalog&#xa0;» ou «&#xa0;webhooks&#xa0;».</translation>
    </message>
</context>
<context>
    <name>bd::models::CatalogModel</name>
    <message>
        <source>Prices</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Fonctionnalités</translation>
    </message>
    <message>
        <source>Bundle options</source>
        <translation>Options de l&apos;offre groupée</translation>
    </message>
    <message>
        <source>Price tags</source>
        <translation>Barèmes de prix</translation>
    </message>
    <message>
        <source>Custom fields</source>
        <translation>Champs personnalisés</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Record type</source>
        <translation>Type d&apos;enregistrement</translation>
    </message>
    <message>
        <source>Price model</source>
        <translation>Modèle de prix</translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation>Moment de facturation</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Lowest price</source>
        <translation>Prix le plus bas</translation>
    </message>
    <message>
        <source>per %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>recommandé</translation>
    </message>
    <message>
        <source>%1 price tag</source>
        <translation>Barème %1</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 – %2 units</source>
        <translation>%1 – %2 unités</translation>
    </message>
    <message>
        <source>%1 % off</source>
        <translation>%1&#xa0;% de remise</translation>
    </message>
    <message>
        <source>qty %1 (min %2, max %3)</source>
        <translation>qté %1 (min. %2, max. %3)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>inclus</translation>
    </message>
    <message>
        <source>editable</source>
        <translation>quantité modifiable</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>Price tag</source>
        <translation>Barème de prix</translation>
    </message>
    <message>
        <source>Not in the latest list.</source>
        <translation>Absent de la liste la plus récente.</translation>
    </message>
</context>
<context>
    <name>bd::models::Command</name>
    <message>
        <source>Go to</source>
        <translation>Aller à</translation>
    </message>
    <message>
        <source>Recently used</source>
        <translation>Utilisés récemment</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Screens</source>
        <translation>Écrans</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>Organisations</translation>
    </message>
    <message>
        <source>Products</source>
        <translation>Produits</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
    <message>
        <source>Saved views</source>
        <translation>Vues enregistrées</translation>
    </message>
    <message>
        <source>Webhook endpoints</source>
        <translation>Points de terminaison webhook</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactEditor</name>
    <message>
        <source>Enter a contact id or a customer id, or search by email or name.</source>
        <translation>Saisissez un identifiant de contact ou de client, ou recherchez par e-mail ou par nom.</translation>
    </message>
    <message>
        <source>No contact or customer has the id %1.</source>
        <translation>Aucun contact ni client n&apos;a l&apos;identifiant %1.</translation>
    </message>
    <message>
        <source>There is no contact %1.</source>
        <translation>Le contact %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>This contact no longer exists on the service; nothing was saved.</source>
        <translation>Ce contact n&apos;existe plus sur le service&#xa0;; rien n&apos;a été enregistré.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) of customer %1</source>
        <translation>
            <numerusform>%Ln contact du client %1</numerusform>
            <numerusform>%Ln contacts du client %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the email address to look for.</source>
        <translation>Saisissez l&apos;adresse e-mail à rechercher.</translation>
    </message>
    <message>
        <source>The search did not run: %1</source>
        <translation>La recherche n&apos;a pas pu être lancée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service could not search: %1</source>
        <translation>Le service n&apos;a pas pu effectuer la recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>No contact has “%1”.</source>
        <translation>Aucun contact ne correspond à «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%Ln contact(s) with “%1”</source>
        <translation>
            <numerusform>%Ln contact correspondant à «&#xa0;%1&#xa0;»</numerusform>
            <numerusform>%Ln contacts correspondant à «&#xa0;%1&#xa0;»</numerusform>
        </translation>
    </message>
    <message>
        <source>The service refused the change without saying why. Fields sent: %1.</source>
        <translation>Le service a refusé la modification sans en donner la raison. Champs envoyés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Found %1, but the changes to %2 are not saved yet, so it was not opened. Save or revert them, then open it again.</source>
        <translation>%1 trouvé, mais les modifications de %2 ne sont pas encore enregistrées : il n’a donc pas été ouvert. Enregistrez-les ou annulez-les, puis ouvrez-le à nouveau.</translation>
    </message>
    <message>
        <source>Enter the name to look for.</source>
        <translation>Saisissez le nom à rechercher.</translation>
    </message>
    <message>
        <source>(this service finds only the exact email, in the same case)</source>
        <translation>(ce service ne trouve que l’e-mail exact, avec la même casse)</translation>
    </message>
    <message>
        <source>(this service finds only the exact full name, in the same case)</source>
        <translation>(ce service ne trouve que le nom complet exact, avec la même casse)</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactHistory</name>
    <message>
        <source>Billing Desk window</source>
        <translation>fenêtre Billing Desk</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>ligne de commande</translation>
    </message>
    <message>
        <source>command line, %1 line %2</source>
        <translation>ligne de commande, %1 ligne %2</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>clé API</translation>
    </message>
    <message>
        <source>No answer: it may or may not have been saved</source>
        <translation>Pas de réponse&#xa0;: il a peut-être été enregistré, peut-être pas</translation>
    </message>
    <message>
        <source>No answer (%1): it may or may not have been saved</source>
        <translation>Pas de réponse (%1)&#xa0;: il a peut-être été enregistré, peut-être pas</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <source>Saved, with warnings: %1</source>
        <translation>Enregistré, avec des avertissements&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not saved (%1): %2</source>
        <translation>Non enregistré (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactHistoryModel</name>
    <message>
        <source>%1, undo of save %2</source>
        <translation>%1, annulation de l’enregistrement %2</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>Contact</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Old value</source>
        <translation>Ancienne valeur</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Nouvelle valeur</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Signed in as</source>
        <translation>Connecté en tant que</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
</context>
<context>
    <name>bd::models::ContactUndo</name>
    <message>
        <source>Save %1 is not in the history.</source>
        <translation>L’enregistrement %1 n’est pas dans l’historique.</translation>
    </message>
    <message>
        <source>That save was made in another environment or tenant; undo it there.</source>
        <translation>Cet enregistrement a été fait dans un autre environnement ou une autre organisation&#xa0;; annulez-le là-bas.</translation>
    </message>
    <message>
        <source>That save was not stored, so there is nothing to undo.</source>
        <translation>Cet enregistrement n’a pas été conservé par le service&#xa0;: il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>%1 was not read, so nothing was undone: %2</source>
        <translation>%1 n’a pas été lu, rien n’a donc été annulé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing was undone: no field was chosen.</source>
        <translation>Rien n’a été annulé&#xa0;: aucun champ n’a été choisi.</translation>
    </message>
    <message>
        <source>Nothing to undo: every field already holds the value it had before that save.</source>
        <translation>Rien à annuler&#xa0;: chaque champ a déjà la valeur qu’il avait avant cet enregistrement.</translation>
    </message>
    <message>
        <source>The undo was not saved: %1</source>
        <translation>L’annulation n’a pas été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>An undo is already on its way; wait for its answer.</source>
        <translation>Une annulation est déjà en cours&#xa0;; attendez sa réponse.</translation>
    </message>
    <message>
        <source>Asked for %1, the service answered with contact %2; nothing was undone.</source>
        <translation>%1 était demandé, le service a répondu avec le contact %2&#xa0;; rien n’a été annulé.</translation>
    </message>
</context>
<context>
    <name>bd::models::DeletionLogModel</name>
    <message>
        <source>Sent ids: %1</source>
        <translation>Identifiants envoyés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sent filter: %1</source>
        <translation>Filtre envoyé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deleted ids: %1</source>
        <translation>Identifiants supprimés&#xa0;: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>CRM flags</source>
        <translation>Indicateurs CRM</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>bd::models::FieldTreeModel</name>
    <message>
        <source>null: the service sent this field without a value</source>
        <translation>null&#xa0;: le service a envoyé ce champ sans valeur</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>bd::models::ImageLoader</name>
    <message>
        <source>No image.</source>
        <translation>Aucune image.</translation>
    </message>
    <message>
        <source>The image could not be loaded: signed out.</source>
        <translation>L&apos;image n&apos;a pas pu être chargée&#xa0;: vous n&apos;êtes pas connecté.</translation>
    </message>
    <message>
        <source>The image was not loaded: %1</source>
        <translation>L&apos;image n&apos;a pas été chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The image is larger than %1 and was not loaded.</source>
        <translation>L&apos;image dépasse %1 et n&apos;a pas été chargée.</translation>
    </message>
    <message>
        <source>The image could not be loaded: %1</source>
        <translation>L&apos;image n&apos;a pas pu être chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The image could not be read: %1</source>
        <translation>L&apos;image est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>The image did not finish loading within %1 s and was stopped.</source>
        <translation>L&apos;image n&apos;a pas fini de se charger en %1&#xa0;s et a été interrompue.</translation>
    </message>
</context>
<context>
    <name>bd::models::InvoiceDeleter</name>
    <message>
        <source>Delete the invoices in the CRM too</source>
        <translation>Supprimer aussi les factures dans le CRM</translation>
    </message>
    <message>
        <source>Update debit memos in the CRM</source>
        <translation>Mettre à jour les notes de débit dans le CRM</translation>
    </message>
    <message>
        <source>Update payments in the CRM</source>
        <translation>Mettre à jour les paiements dans le CRM</translation>
    </message>
    <message>
        <source>The mapped invoice record in the connected CRM system is also deleted (notifyCrm).</source>
        <translation>L&apos;enregistrement de facture correspondant dans le CRM connecté est également supprimé (notifyCrm).</translation>
    </message>
    <message>
        <source>The mapped debit memo record in the CRM is updated (notifyDebitMemoChangedToCrm).</source>
        <translation>L&apos;enregistrement de note de débit correspondant dans le CRM est mis à jour (notifyDebitMemoChangedToCrm).</translation>
    </message>
    <message>
        <source>The mapped payment record in the CRM is updated (notifyPaymentChangedToCrm).</source>
        <translation>L&apos;enregistrement de paiement correspondant dans le CRM est mis à jour (notifyPaymentChangedToCrm).</translation>
    </message>
    <message>
        <source>Enter or paste the ids of the invoices to delete.</source>
        <translation>Saisissez ou collez les identifiants des factures à supprimer.</translation>
    </message>
    <message>
        <source>the query endpoint answered: %1</source>
        <translation>le point de terminaison des requêtes a répondu&#xa0;: %1</translation>
    </message>
    <message>
        <source>the query endpoint&apos;s answer holds no invoice list</source>
        <translation>la réponse du point de terminaison des requêtes ne contient aucune liste de factures</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n identifiant de facture</numerusform>
            <numerusform>%n identifiants de facture</numerusform>
        </translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>statut %1</translation>
    </message>
    <message>
        <source>%1, tenant %2</source>
        <translation>%1, organisation %2</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)?</source>
        <translation>
            <numerusform>Supprimer %n facture&#xa0;?</numerusform>
            <numerusform>Supprimer %n factures&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>By id: %1</source>
        <translation>Par identifiant&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n of them; the service will refuse the whole deletion.</source>
        <translation>
            <numerusform>Ni Canceled ni Draft&#xa0;: %n d&apos;entre elles&#xa0;; le service refusera toute la suppression.</numerusform>
            <numerusform>Ni Canceled ni Draft&#xa0;: %n d&apos;entre elles&#xa0;; le service refusera toute la suppression.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n of them.</source>
        <translation>
            <numerusform>Inconnues du service&#xa0;: %n d&apos;entre elles.</numerusform>
            <numerusform>Inconnues du service&#xa0;: %n d&apos;entre elles.</numerusform>
        </translation>
    </message>
    <message>
        <source>The preview found all of them, each Canceled or Draft.</source>
        <translation>L&apos;aperçu les a toutes trouvées, chacune au statut Canceled ou Draft.</translation>
    </message>
    <message>
        <source>Not previewed: %1.</source>
        <translation>Aperçu non effectué&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Every invoice with status %1 (filter %2)</source>
        <translation>Toutes les factures au statut %1 (filtre %2)</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s) with status %1?</source>
        <translation>
            <numerusform>Supprimer %n facture au statut %1&#xa0;?</numerusform>
            <numerusform>Supprimer %n factures au statut %1&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The preview found %n invoice(s) with this status.</source>
        <translation>
            <numerusform>L&apos;aperçu a trouvé %n facture avec ce statut.</numerusform>
            <numerusform>L&apos;aperçu a trouvé %n factures avec ce statut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete every invoice with status %1?</source>
        <translation>Supprimer toutes les factures au statut %1&#xa0;?</translation>
    </message>
    <message>
        <source>The preview is unavailable (%1), so how many invoices this deletes is not known.</source>
        <translation>L&apos;aperçu n&apos;est pas disponible (%1)&#xa0;: le nombre de factures que cette suppression concerne n&apos;est donc pas connu.</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non effectué</translation>
    </message>
    <message>
        <source>Off: %1 (%2 is sent as false).</source>
        <translation>Désactivé&#xa0;: %1 (%2 est envoyé à false).</translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n invoice(s): %1.</source>
        <translation>
            <numerusform>%n facture supprimée&#xa0;: %1.</numerusform>
            <numerusform>%n factures supprimées&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service deleted %n invoice(s).</source>
        <translation>
            <numerusform>Le service a supprimé %n facture.</numerusform>
            <numerusform>Le service a supprimé %n factures.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service accepted the deletion; its answer does not say how many invoices were deleted.</source>
        <translation>Le service a accepté la suppression&#xa0;; sa réponse n&apos;indique pas combien de factures ont été supprimées.</translation>
    </message>
    <message>
        <source>The service refused the deletion: %1</source>
        <translation>Le service a refusé la suppression&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service answered 404 Not Found: at least one of these invoices does not exist (or no longer exists). Preview to see which.</source>
        <translation>Le service a répondu 404 Not Found&#xa0;: au moins une de ces factures n&apos;existe pas (ou plus). Lancez un aperçu pour savoir lesquelles.</translation>
    </message>
    <message>
        <source>The service answered 404 Not Found.</source>
        <translation>Le service a répondu 404 Not Found.</translation>
    </message>
    <message>
        <source>The deletion may or may not have been carried out: preview to see what is left before deleting again.</source>
        <translation>La suppression a pu être effectuée ou non&#xa0;: lancez un aperçu pour voir ce qui reste avant de supprimer à nouveau.</translation>
    </message>
    <message>
        <source>Nothing was deleted.</source>
        <translation>Rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <source>On: %1 — %2</source>
        <translation>Activé&#xa0;: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not deleted and not shown.</source>
        <translation>
            <numerusform>Le point de requête a aussi renvoyé %n facture non sélectionnée ; elle n’est ni supprimée ni affichée.</numerusform>
            <numerusform>Le point de requête a aussi renvoyé %n factures non sélectionnées ; elles ne sont ni supprimées ni affichées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) with another status; the service&apos;s filter decides what is deleted.</source>
        <translation>
            <numerusform>Le point de requête a aussi renvoyé %n facture d’un autre statut ; c’est le filtre du service qui décide de ce qui est supprimé.</numerusform>
            <numerusform>Le point de requête a aussi renvoyé %n factures d’un autre statut ; c’est le filtre du service qui décide de ce qui est supprimé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::InvoicePreviewModel</name>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>will be deleted</source>
        <translation>sera supprimée</translation>
    </message>
    <message>
        <source>not Canceled or Draft: the service refuses the whole deletion</source>
        <translation>ni Canceled ni Draft&#xa0;: le service refuse toute la suppression</translation>
    </message>
    <message>
        <source>the service does not know this id</source>
        <translation>le service ne connaît pas cet identifiant</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Ce qui se passera</translation>
    </message>
</context>
<context>
    <name>bd::models::JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n field(s)}</source>
        <translation>
            <numerusform>{%n champ}</numerusform>
            <numerusform>{%n champs}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n élément]</numerusform>
            <numerusform>[%n éléments]</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>booléen</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>array</source>
        <translation>tableau</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>bd::models::PriceQuote</name>
    <message>
        <source>%1 per %2 — %3</source>
        <translation>%1 par %2 — %3</translation>
    </message>
    <message>
        <source>Quantity: type how many units, a number of 0 or more such as 45 or 2.5.</source>
        <translation>Quantité : saisissez le nombre d’unités, un nombre de 0 ou plus comme 45 ou 2,5.</translation>
    </message>
    <message>
        <source>Quantity: “%1” is not a number. Type 0 or more, such as 45 or 2.5 (this unit keeps %2 decimal places).</source>
        <translation>Quantité : « %1 » n’est pas un nombre. Saisissez 0 ou plus, par ex. 45 ou 2,5 (cette unité garde %2 décimales).</translation>
    </message>
    <message>
        <source>Quantity: %1 is below 0. Type 0 or more.</source>
        <translation>Quantité : %1 est inférieur à 0. Saisissez 0 ou plus.</translation>
    </message>
    <message>
        <source>End date: %1 is before the start date %2. The end is the term&apos;s last day, on or after its first.</source>
        <translation>Date de fin : %1 est avant la date de début %2. La fin est le dernier jour de la durée, le premier jour ou après.</translation>
    </message>
    <message>
        <source>Term: “%1” is not a number. Type a length of 0 or more, such as 12 or 1.5, or leave it empty for the default.</source>
        <translation>Durée : « %1 » n’est pas un nombre. Saisissez une durée de 0 ou plus, par ex. 12 ou 1,5, ou laissez vide pour la durée par défaut.</translation>
    </message>
    <message>
        <source>Term: %1 is below 0. Type a length of 0 or more.</source>
        <translation>Durée : %1 est inférieur à 0. Saisissez une durée de 0 ou plus.</translation>
    </message>
</context>
<context>
    <name>bd::models::QueryError</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>bd::models::QueryRunner</name>
    <message>
        <source>The variables are not valid JSON: %1.</source>
        <translation>Les variables ne sont pas du JSON valide&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The variables must be a JSON object, for example {&quot;status&quot;: &quot;Draft&quot;}.</source>
        <translation>Les variables doivent former un objet JSON, par exemple {&quot;status&quot;: &quot;Draft&quot;}.</translation>
    </message>
    <message>
        <source>A query is running.</source>
        <translation>Une requête est en cours d&apos;exécution.</translation>
    </message>
    <message>
        <source>Enter a query, for example { Customer { id name } }.</source>
        <translation>Saisissez une requête, par exemple { Customer { id name } }.</translation>
    </message>
    <message>
        <source>Canceled after %1 s.</source>
        <translation>Annulée après %1&#xa0;s.</translation>
    </message>
</context>
<context>
    <name>bd::models::QuerySchema</name>
    <message>
        <source>equals the value</source>
        <translation>est égal à la valeur</translation>
    </message>
    <message>
        <source>does not equal the value</source>
        <translation>est différent de la valeur</translation>
    </message>
    <message>
        <source>is one of a list, e.g. [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>fait partie d’une liste, p. ex. [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>is none of a list</source>
        <translation>ne fait partie d’aucune liste</translation>
    </message>
    <message>
        <source>is greater than the value</source>
        <translation>est supérieur à la valeur</translation>
    </message>
    <message>
        <source>is greater than or equal to it</source>
        <translation>est supérieur ou égal</translation>
    </message>
    <message>
        <source>is less than the value</source>
        <translation>est inférieur à la valeur</translation>
    </message>
    <message>
        <source>is less than or equal to it</source>
        <translation>est inférieur ou égal</translation>
    </message>
    <message>
        <source>is null (true) or is not (false)</source>
        <translation>est null (true) ou non (false)</translation>
    </message>
    <message>
        <source>matches a pattern (% any text, _ one character)</source>
        <translation>correspond à un motif (% n’importe quel texte, _ un caractère)</translation>
    </message>
    <message>
        <source>matches a pattern, any case</source>
        <translation>correspond à un motif, sans tenir compte de la casse</translation>
    </message>
    <message>
        <source>does not match a pattern</source>
        <translation>ne correspond pas à un motif</translation>
    </message>
    <message>
        <source>does not match a pattern, any case</source>
        <translation>ne correspond pas à un motif, sans tenir compte de la casse</translation>
    </message>
    <message>
        <source>all of a list of conditions</source>
        <translation>toutes les conditions d’une liste</translation>
    </message>
    <message>
        <source>any of a list of conditions</source>
        <translation>l’une des conditions d’une liste</translation>
    </message>
    <message>
        <source>the condition does not hold</source>
        <translation>la condition n’est pas remplie</translation>
    </message>
    <message>
        <source>list</source>
        <translation>liste</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: an entity.</source>
        <translation>%1&#xa0;: une entité.</translation>
    </message>
    <message>
        <source>%1: a field of %2.</source>
        <translation>%1&#xa0;: un champ de %2.</translation>
    </message>
    <message>
        <source>Type %1 (from the service&apos;s schema).</source>
        <translation>Type %1 (d’après le schéma du service).</translation>
    </message>
    <message>
        <source>Seen in answers as: %1.</source>
        <translation>Vu dans les réponses comme&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Named in the service&apos;s documentation.</source>
        <translation>Cité dans la documentation du service.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) known.</source>
        <translation>
            <numerusform>%n champ connu.</numerusform>
            <numerusform>%n champs connus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::models::QueryTableModel</name>
    <message>
        <source>%1…</source>
        <comment>a tool tip cut short</comment>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>bd::models::SavedViews</name>
    <message>
        <source>This is not JSON: %1 (at byte %2).</source>
        <translation>Ce n’est pas du JSON&#xa0;: %1 (à l’octet %2).</translation>
    </message>
    <message>
        <source>This is not a file of saved views: it needs &quot;billingDeskViews&quot;: 1 and a &quot;views&quot; list.</source>
        <translation>Ce n’est pas un fichier de vues enregistrées&#xa0;: il lui faut &quot;billingDeskViews&quot;: 1 et une liste &quot;views&quot;.</translation>
    </message>
</context>
<context>
    <name>bd::models::TenantController</name>
    <message>
        <source>Enter the access key of the tenant to switch to.</source>
        <translation>Saisissez la clé d&apos;accès de l&apos;organisation à laquelle passer.</translation>
    </message>
    <message>
        <source>Your session has ended. Sign in again, then switch tenant.</source>
        <translation>Votre session a pris fin. Reconnectez-vous, puis changez d&apos;organisation.</translation>
    </message>
    <message>
        <source>You are already working in %1.</source>
        <translation>Vous travaillez déjà dans %1.</translation>
    </message>
    <message>
        <source>You are still working in the same tenant.</source>
        <translation>Vous travaillez toujours dans la même organisation.</translation>
    </message>
    <message>
        <source>You are still working in %1.</source>
        <translation>Vous travaillez toujours dans %1.</translation>
    </message>
    <message>
        <source>Switching tenant was canceled.</source>
        <translation>Le changement d&apos;organisation a été annulé.</translation>
    </message>
    <message>
        <source>The service did not accept this tenant access key. Check it and try again.</source>
        <translation>Le service n&apos;a pas accepté cette clé d&apos;accès de l&apos;organisation. Vérifiez-la et réessayez.</translation>
    </message>
    <message>
        <source>Could not switch to %1: %2</source>
        <translation>Impossible de passer à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>that tenant</source>
        <translation>cette organisation</translation>
    </message>
    <message>
        <source>Not switched: %1.</source>
        <translation>Pas de changement : %1.</translation>
    </message>
</context>
<context>
    <name>bd::models::WaitSentence</name>
    <message>
        <source>The service asked us to wait %1 s — retrying (%2 of %3)</source>
        <translation>Le service demande d&apos;attendre %1 s — nouvelle tentative (%2 sur %3)</translation>
    </message>
</context>
<context>
    <name>bd::models::WebhookModel</name>
    <message>
        <source>Not a record: %1</source>
        <translation>Pas un enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service sent %1 in the list of webhook endpoints, where a record was expected.</source>
        <translation>Le service a envoyé %1 dans la liste des points de terminaison webhook, là où un enregistrement était attendu.</translation>
    </message>
    <message>
        <source>This endpoint has no “%1” field.</source>
        <translation>Ce point de terminaison n&apos;a pas de champ «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The service sent “%1” as null (no value).</source>
        <translation>Le service a envoyé «&#xa0;%1&#xa0;» à null (sans valeur).</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>The field “%1”, as the service names it</source>
        <translation>Le champ «&#xa0;%1&#xa0;», tel que le service le nomme</translation>
    </message>
</context>
<context>
    <name>bd::secrets</name>
    <message>
        <source>No keychain is available (no D-Bus session). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation>Aucun trousseau n&apos;est disponible (pas de session D-Bus). Les secrets sont conservés pour cette session uniquement et vous seront redemandés la prochaine fois.</translation>
    </message>
    <message>
        <source>No keychain is available (%1). Secrets are kept for this session only and you will be asked again next time.</source>
        <translation>Aucun trousseau n&apos;est disponible (%1). Les secrets sont conservés pour cette session uniquement et vous seront redemandés la prochaine fois.</translation>
    </message>
    <message>
        <source>it did not answer</source>
        <translation>il n&apos;a pas répondu</translation>
    </message>
</context>
<context>
    <name>bd::secrets::KeychainSecretStore</name>
    <message>
        <source>The keychain did not answer in time.</source>
        <translation>Le trousseau n&apos;a pas répondu à temps.</translation>
    </message>
</context>
<context>
    <name>bd::secrets::MemorySecretStore</name>
    <message>
        <source>No secret stored for %1.</source>
        <translation>Aucun secret enregistré pour %1.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::Accessibility</name>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Effacer : %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogDetails</name>
    <message>
        <source>&lt;p&gt;Reading the description of %1…&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lecture de la description de %1…&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No product is selected. Select one to see its details.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun produit n&apos;est sélectionné. Sélectionnez-en un pour voir ses détails.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No image</source>
        <translation>Aucune image</translation>
    </message>
    <message>
        <source>Loading image…</source>
        <translation>Chargement de l&apos;image…</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogExporter</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln product(s) to %1.</source>
        <translation>
            <numerusform>%Ln produit exporté vers %1.</numerusform>
            <numerusform>%Ln produits exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export products</source>
        <translation>Exporter les produits</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Copied %1 as JSON.</source>
        <translation>Produit «&#xa0;%1&#xa0;» copié en JSON.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogFilterBar</name>
    <message>
        <source>Any record type</source>
        <translation>Tous les types d&apos;enregistrement</translation>
    </message>
    <message>
        <source>Any price model</source>
        <translation>Tous les modèles de prix</translation>
    </message>
    <message>
        <source>Any billing timing</source>
        <translation>Tous les moments de facturation</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>Toutes les devises</translation>
    </message>
    <message>
        <source>Any category</source>
        <translation>Toutes les catégories</translation>
    </message>
    <message>
        <source>All products</source>
        <translation>Tous les produits</translation>
    </message>
    <message>
        <source>New since the last list (%1)</source>
        <translation>Nouveaux depuis la dernière liste (%1)</translation>
    </message>
    <message>
        <source>Re-priced since the last list (%1)</source>
        <translation>Prix modifiés depuis la dernière liste (%1)</translation>
    </message>
    <message>
        <source>Removed since the last list (%1)</source>
        <translation>Retirés depuis la dernière liste (%1)</translation>
    </message>
    <message>
        <source>Compared with the list of %1</source>
        <translation>Comparé à la liste du %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CatalogScreen</name>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Loading the catalog… %1</source>
        <translation>Chargement du catalogue… %1</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Loading canceled; the products shown are from before.</source>
        <translation>Chargement annulé&#xa0;; les produits affichés datent du chargement précédent.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Loading the catalog…</source>
        <translation>Chargement du catalogue…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>This bundle option names no product to open.</source>
        <translation>Cette option d&apos;offre groupée n&apos;indique aucun produit à ouvrir.</translation>
    </message>
    <message>
        <source>&amp;Copy product as JSON</source>
        <translation>&amp;Copier le produit en JSON</translation>
    </message>
    <message>
        <source>Reload the catalog</source>
        <translation>Recharger le catalogue</translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation>Réess&amp;ayer</translation>
    </message>
    <message>
        <source>Showing %1, which is not in the list shown (search, filters, or a newer catalog).</source>
        <translation>Affichage de %1, qui ne figure pas dans la liste affichée (recherche, filtres ou catalogue plus récent).</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message numerus="yes">
        <source>%Ln part(s) of the answer did not match the spec and are shown as received.</source>
        <translation>
            <numerusform>%Ln partie de la réponse ne correspond pas à la spécification et est affichée telle que reçue.</numerusform>
            <numerusform>%Ln parties de la réponse ne correspondent pas à la spécification et sont affichées telles que reçues.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln products</source>
        <translation>
            <numerusform>%1 sur %Ln produit</numerusform>
            <numerusform>%1 sur %Ln produits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading canceled; the list is incomplete: %Ln product(s) arrived.</source>
        <translation>
            <numerusform>Chargement annulé ; la liste est incomplète : %Ln produit est arrivé.</numerusform>
            <numerusform>Chargement annulé ; la liste est incomplète : %Ln produits sont arrivés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The list is incomplete: it shows the %Ln product(s) that arrived.</source>
        <translation>
            <numerusform>%1 La liste est incomplète : elle montre le %Ln produit arrivé.</numerusform>
            <numerusform>%1 La liste est incomplète : elle montre les %Ln produits arrivés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s) so far… %1</source>
        <translation>
            <numerusform>%Ln produit jusqu’ici… %1</numerusform>
            <numerusform>%Ln produits jusqu’ici… %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Showing the catalog as of %2, kept from last time.</source>
        <translation>%1 Le catalogue affiché est celui du %2, gardé de la dernière fois.</translation>
    </message>
    <message>
        <source>As of %1 — refreshing… %2</source>
        <translation>État au %1 — actualisation… %2</translation>
    </message>
    <message>
        <source>Price the selected product</source>
        <translation>Calculer le prix du produit sélectionné</translation>
    </message>
    <message>
        <source>Opening %1 was canceled.</source>
        <translation>L’ouverture de %1 a été annulée.</translation>
    </message>
    <message>
        <source>its product %1 could not be read. %2</source>
        <translation>son produit %1 n’a pas pu être lu. %2</translation>
    </message>
    <message>
        <source>its price is being read from the service…</source>
        <translation>son prix est en cours de lecture auprès du service…</translation>
    </message>
    <message>
        <source>Catalog loaded</source>
        <translation>Catalogue chargé</translation>
    </message>
    <message numerus="yes">
        <source>%Ln product(s).</source>
        <translation>
            <numerusform>%Ln produit.</numerusform>
            <numerusform>%Ln produits.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog did not load</source>
        <translation>Le catalogue ne s’est pas chargé</translation>
    </message>
    <message>
        <source>Catalog exported</source>
        <translation>Catalogue exporté</translation>
    </message>
    <message>
        <source>Open product %1</source>
        <translation>Ouvrir le produit %1</translation>
    </message>
    <message>
        <source>Look up product %1</source>
        <translation>Rechercher le produit %1</translation>
    </message>
    <message>
        <source>asks the service</source>
        <translation>interroge le service</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Annulé.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ColorScheme</name>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>Follow the de&amp;sktop</source>
        <translation>Suivre le &amp;bureau</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
</context>
<context>
    <name>bd::widgets::CommandBar</name>
    <message>
        <source>Nothing matches “%1”.</source>
        <translation>Rien ne correspond à «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — asking the service… (Esc cancels)</source>
        <translation>%1 — interrogation du service… (Échap annule)</translation>
    </message>
    <message>
        <source>Cancelled: nothing more is asked of the service.</source>
        <translation>Annulé&#xa0;: plus rien n’est demandé au service.</translation>
    </message>
    <message>
        <source>Stopped: the window moved to another account before the answer came.</source>
        <translation>Arrêté&#xa0;: la fenêtre est passée à un autre compte avant la réponse.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactFields</name>
    <message>
        <source>%1 (This is the stored value; it is only sent if you change it.)</source>
        <translation>%1 (C’est la valeur enregistrée ; elle n’est envoyée que si vous la modifiez.)</translation>
    </message>
    <message>
        <source>%1: %2 of at most %3 characters</source>
        <translation>%1&#xa0;: %2 sur %3 caractères au plus</translation>
    </message>
    <message>
        <source>The service refused this value.</source>
        <translation>Le service a refusé cette valeur.</translation>
    </message>
    <message>
        <source>Pick a date</source>
        <translation>Choisir une date</translation>
    </message>
    <message>
        <source>Pick a date (Alt+Down); or type YYYY-MM-DD, or clear the field</source>
        <translation>Choisissez une date (Alt+Bas), saisissez-la sous la forme YYYY-MM-DD ou videz le champ</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryDialog</name>
    <message>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Contact saves</source>
        <translation>Enregistrements de contacts</translation>
    </message>
    <message>
        <source>Contact id or part of a name</source>
        <translation>ID de contact ou partie d’un nom</translation>
    </message>
    <message>
        <source>Any field</source>
        <translation>Tous les champs</translation>
    </message>
    <message>
        <source>Any source</source>
        <translation>Toutes les origines</translation>
    </message>
    <message>
        <source>&amp;Contact:</source>
        <translation>&amp;Contact&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;ield:</source>
        <translation>C&amp;hamp&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Source&#xa0;:</translation>
    </message>
    <message>
        <source>F&amp;rom:</source>
        <translation>&amp;Du&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Au&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export contact saves</source>
        <translation>Exporter les enregistrements de contacts</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed field(s)</source>
        <translation>
            <numerusform>%Ln champ modifié</numerusform>
            <numerusform>%Ln champs modifiés</numerusform>
        </translation>
    </message>
    <message>
        <source>The history cannot be read: %1</source>
        <translation>L’historique ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln changed field(s) to %1.</source>
        <translation>
            <numerusform>%Ln champ modifié exporté vers %1.</numerusform>
            <numerusform>%Ln champs modifiés exportés vers %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactHistoryPanel</name>
    <message>
        <source>&amp;All saves…</source>
        <translation>Tous les enregistre&amp;ments…</translation>
    </message>
    <message>
        <source>Saves of this contact</source>
        <translation>Enregistrements de ce contact</translation>
    </message>
    <message>
        <source>What each save sent, newest first. Undo puts the values it replaced back, after checking that nobody changed them since.</source>
        <translation>Ce que chaque enregistrement a envoyé, le plus récent d’abord. «&#xa0;Annuler&#xa0;» remet les valeurs remplacées, après avoir vérifié que personne ne les a modifiées depuis.</translation>
    </message>
    <message>
        <source>Every contact&apos;s saves in this tenant, with filters and CSV export</source>
        <translation>Les enregistrements de tous les contacts de cette organisation, avec filtres et export CSV</translation>
    </message>
    <message>
        <source>Reading %1 to check nothing changed since that save…</source>
        <translation>Lecture de %1 pour vérifier que rien n’a changé depuis cet enregistrement…</translation>
    </message>
    <message>
        <source>Undoing the save…</source>
        <translation>Annulation de l’enregistrement…</translation>
    </message>
    <message>
        <source>Nothing was undone.</source>
        <translation>Rien n’a été annulé.</translation>
    </message>
    <message>
        <source>Some fields changed since that save: choose what to put back.</source>
        <translation>Certains champs ont changé depuis cet enregistrement&#xa0;: choisissez ce qu’il faut remettre.</translation>
    </message>
    <message>
        <source>Undid the save of %1 to %2.</source>
        <translation>L’enregistrement du %1 sur %2 a été annulé.</translation>
    </message>
    <message>
        <source>saved</source>
        <translation>enregistré</translation>
    </message>
    <message>
        <source>saved, with warnings</source>
        <translation>enregistré, avec avertissements</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>undo of save %1</source>
        <translation>annulation de l’enregistrement %1</translation>
    </message>
    <message>
        <source>No saves of this contact kept yet</source>
        <translation>Aucun enregistrement de ce contact conservé pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>Saves of this contact (%n)</source>
        <translation>
            <numerusform>Enregistrements de ce contact (%n)</numerusform>
            <numerusform>Enregistrements de ce contact (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo the save of %1</source>
        <translation>Annuler l’enregistrement du %1</translation>
    </message>
    <message>
        <source>Put back the values this save replaced</source>
        <translation>Remettre les valeurs que cet enregistrement a remplacées</translation>
    </message>
    <message>
        <source>This save was not stored: there is nothing to undo</source>
        <translation>Cet enregistrement n’a pas été conservé&#xa0;: il n’y a rien à annuler</translation>
    </message>
    <message>
        <source>A save is on its way; undo once it is answered.</source>
        <translation>Un enregistrement est en cours&#xa0;; annulez une fois qu’il a reçu sa réponse.</translation>
    </message>
    <message>
        <source>Saves are not kept: %1</source>
        <translation>Les enregistrements ne sont pas conservés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactLookupBox</name>
    <message>
        <source>Any</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>An id, an email or a name, told apart by their shape</source>
        <translation>Un identifiant, un e-mail ou un nom, reconnus à leur forme</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation>nom@example.com</translation>
    </message>
    <message>
        <source>A name, or part of one</source>
        <translation>Un nom, ou une partie</translation>
    </message>
    <message>
        <source>Contact id or customer id</source>
        <translation>Identifiant de contact ou de client</translation>
    </message>
    <message>
        <source>Id, email or name</source>
        <translation>Identifiant, e-mail ou nom</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactScreen</name>
    <message>
        <source>Contacts</source>
        <translation>Contacts</translation>
    </message>
    <message>
        <source>Your edits are on the clipboard as JSON.</source>
        <translation>Vos modifications sont dans le presse-papiers, au format JSON.</translation>
    </message>
    <message>
        <source>Your unsaved edits are back. Save them, or Revert to drop them.</source>
        <translation>Vos modifications non enregistrées sont de retour. Enregistrez-les, ou cliquez sur Rétablir pour les abandonner.</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>%1 Your edits are kept; press Save to try again.</source>
        <translation>%1 Vos modifications sont conservées&#xa0;; cliquez sur Enregistrer pour réessayer.</translation>
    </message>
    <message>
        <source>Not saved. %1 Your edits are kept.</source>
        <translation>Non enregistré. %1 Vos modifications sont conservées.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>Cannot save yet: %1</source>
        <translation>Enregistrement impossible pour l&apos;instant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing has changed.</source>
        <translation>Aucune modification.</translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s) (Ctrl+S).</source>
        <translation>
            <numerusform>Enregistrer %n modification (Ctrl+S).</numerusform>
            <numerusform>Enregistrer %n modifications (Ctrl+S).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save %n change(s)?</source>
        <translation>
            <numerusform>Enregistrer %n modification&#xa0;?</numerusform>
            <numerusform>Enregistrer %n modifications&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save these changes to %1?</source>
        <translation>Enregistrer ces modifications pour %1&#xa0;?</translation>
    </message>
    <message>
        <source>this contact</source>
        <translation>ce contact</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The changes to %1 are not saved. Discard them?</source>
        <translation>Les modifications de %1 ne sont pas enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Looking for %1…</source>
        <translation>Recherche de %1…</translation>
    </message>
    <message>
        <source>Saved, with warnings from the service:
%1</source>
        <translation>Enregistré, avec des avertissements du service&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Your edits are kept.</source>
        <translation>Vos modifications sont conservées.</translation>
    </message>
    <message>
        <source>&amp;Copy my edits</source>
        <translation>&amp;Copier mes modifications</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>Réess&amp;ayer</translation>
    </message>
    <message>
        <source>Unsaved edits to contact %1 were kept from last time. Open it to restore them.</source>
        <translation>Des modifications non enregistrées du contact %1 ont été conservées depuis la dernière fois. Ouvrez-le pour les restaurer.</translation>
    </message>
    <message>
        <source>&amp;Open it</source>
        <translation>&amp;Ouvrir le contact</translation>
    </message>
    <message>
        <source>(Enter or double-click opens one.)</source>
        <translation>(Entrée ou un double-clic ouvre un contact.)</translation>
    </message>
    <message>
        <source>You have unsaved edits to this contact from earlier.</source>
        <translation>Des modifications antérieures de ce contact n&apos;ont pas été enregistrées.</translation>
    </message>
    <message>
        <source>&amp;Restore them</source>
        <translation>Resta&amp;urer les modifications</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln more field(s) marked.)</source>
        <translation>
            <numerusform>(%Ln autre champ signalé.)</numerusform>
            <numerusform>(%Ln autres champs signalés.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to save: no field has changed.</source>
        <translation>Rien à enregistrer&#xa0;: aucun champ n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Saved the changes to %1.</source>
        <translation>Modifications de %1 enregistrées.</translation>
    </message>
    <message>
        <source>%1 is the contact already open.</source>
        <translation>%1 est le contact déjà ouvert.</translation>
    </message>
    <message>
        <source>Your changes to %1 are not saved. Keep them as a draft of %2? They are offered again when you open %1 in %2.</source>
        <translation>Vos modifications de %1 ne sont pas enregistrées. Les garder comme brouillon de %2 ? Elles vous seront proposées à nouveau quand vous ouvrirez %1 dans %2.</translation>
    </message>
    <message>
        <source>&amp;Keep as draft</source>
        <translation>&amp;Garder comme brouillon</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Undo this save</source>
        <translation>A&amp;nnuler cet enregistrement</translation>
    </message>
    <message>
        <source>An undo is on its way; save once it is answered.</source>
        <translation>Une annulation est en cours&#xa0;; enregistrez une fois qu’elle a reçu sa réponse.</translation>
    </message>
    <message>
        <source>Look up contact %1</source>
        <translation>Rechercher le contact %1</translation>
    </message>
    <message>
        <source>a contact or customer id</source>
        <translation>un identifiant de contact ou de client</translation>
    </message>
    <message>
        <source>Find the contact %1</source>
        <translation>Trouver le contact %1</translation>
    </message>
    <message>
        <source>by email</source>
        <translation>par e-mail</translation>
    </message>
    <message>
        <source>No contact was found.</source>
        <translation>Aucun contact trouvé.</translation>
    </message>
    <message>
        <source>Find contacts named “%1”</source>
        <translation>Trouver les contacts nommés «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>asks the service</source>
        <translation>interroge le service</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ContactUndoDialog</name>
    <message>
        <source>Undo a save: fields changed since</source>
        <translation>Annuler un enregistrement&#xa0;: champs modifiés depuis</translation>
    </message>
    <message>
        <source>Since the save of %1, some fields of %2 were changed again. Choose the fields to put back as they were before that save; the others keep what they hold now.</source>
        <translation>Depuis l’enregistrement du %1, certains champs de %2 ont de nouveau été modifiés. Choisissez les champs à remettre comme avant cet enregistrement&#xa0;; les autres gardent leur valeur actuelle.</translation>
    </message>
    <message>
        <source>%1: put back %2</source>
        <translation>%1&#xa0;: remettre %2</translation>
    </message>
    <message>
        <source>That save wrote %1; it now holds %2.</source>
        <translation>Cet enregistrement a écrit %1&#xa0;; le champ contient maintenant %2.</translation>
    </message>
    <message>
        <source>Unchanged since that save (%1).</source>
        <translation>Inchangé depuis cet enregistrement (%1).</translation>
    </message>
    <message>
        <source>&amp;Undo chosen fields</source>
        <translation>&amp;Annuler les champs choisis</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DeleteConfirmDialog</name>
    <message>
        <source>Confirm deletion</source>
        <translation>Confirmer la suppression</translation>
    </message>
    <message>
        <source>PRODUCTION: %1</source>
        <translation>PRODUCTION&#xa0;: %1</translation>
    </message>
    <message>
        <source>Where: %1</source>
        <translation>Où&#xa0;: %1</translation>
    </message>
    <message>
        <source>CRM flags sent:</source>
        <translation>Indicateurs CRM envoyés&#xa0;:</translation>
    </message>
    <message>
        <source>Deleted invoices cannot be restored from this application.</source>
        <translation>Les factures supprimées ne peuvent pas être restaurées depuis cette application.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n invoice(s)</source>
        <translation>
            <numerusform>Supprimer %n facture</numerusform>
            <numerusform>Supprimer %n factures</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the invoices</source>
        <translation>Supprimer les factures</translation>
    </message>
    <message>
        <source>Cancel the deletion</source>
        <translation>Annuler la suppression</translation>
    </message>
    <message>
        <source>This is production. Type the tenant name “%1” to confirm:</source>
        <translation>Vous êtes en production. Saisissez le nom de l&apos;organisation «&#xa0;%1&#xa0;» pour confirmer&#xa0;:</translation>
    </message>
    <message>
        <source>Tenant name, typed to confirm</source>
        <translation>Nom de l&apos;organisation, saisi pour confirmer</translation>
    </message>
    <message>
        <source>This is production. Type the environment&apos;s name “%1” to confirm:</source>
        <translation>Ceci est la production. Saisissez le nom de l&apos;environnement «&#xa0;%1&#xa0;» pour confirmer&#xa0;:</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DemoGuide</name>
    <message>
        <source>&amp;What to Try in the Demo</source>
        <translation>&amp;À essayer dans la démo</translation>
    </message>
    <message>
        <source>Demo: what to try</source>
        <translation>Démo&#xa0;: à essayer</translation>
    </message>
    <message>
        <source>What to try in the demo</source>
        <translation>À essayer dans la démo</translation>
    </message>
    <message>
        <source>This is the built-in demo: sample data, nothing is sent anywhere. Try 01tAc00000PrcRamp1 in “Open by id”, then Ctrl+Shift+P.</source>
        <translation>Ceci est la démo intégrée&#xa0;: des données d’exemple, rien n’est envoyé nulle part. Essayez 01tAc00000PrcRamp1 dans «&#xa0;Ouvrir par identifiant&#xa0;», puis Ctrl+Maj+P.</translation>
    </message>
    <message>
        <source>More to tr&amp;y…</source>
        <translation>Plus à essa&amp;yer…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;The built-in demo&lt;/h3&gt;&lt;p&gt;Sample data in a service inside this program: nothing is sent anywhere, and it starts afresh each time (drafts and recent contacts are kept).&lt;/p&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Catalog&lt;/b&gt; (Ctrl+1)&lt;/td&gt;&lt;td&gt;Type &lt;tt&gt;01tAc00000PrcRamp1&lt;/tt&gt; in “Open by id”, press Enter, then Ctrl+Shift+P and a quantity: a ramp priced year by year. &lt;tt&gt;01tAc00000PrcVol01&lt;/tt&gt; at 99 and at 100 shows a volume cliff; &lt;tt&gt;01tAc00000PrcBndl1&lt;/tt&gt; is a bundle with options.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Contacts&lt;/b&gt; (Ctrl+2)&lt;/td&gt;&lt;td&gt;Look up &lt;tt&gt;003Ac00000CgwKLFPs&lt;/tt&gt; or &lt;tt&gt;margaret.chen@northwind.example&lt;/tt&gt;, change a field, Ctrl+S; Alt+U undoes it, and the panel beside the form keeps every save.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tenant&lt;/b&gt; (Ctrl+4)&lt;/td&gt;&lt;td&gt;Switch to Globex Corporation: every screen follows, and switches back as easily.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Invoices&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Choose the status Canceled and preview what would be deleted; nothing goes before you confirm.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Query&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Run &lt;tt&gt;{ Invoice { invoiceNumber status totalAmount lines } }&lt;/tt&gt; with Ctrl+Enter: click a column to sort, Enter on a &lt;i&gt;lines&lt;/i&gt; cell opens its list, Ctrl+F finds, Ctrl+T opens another tab.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;La démo intégrée&lt;/h3&gt;&lt;p&gt;Des données d’exemple dans un service interne à ce programme&#xa0;: rien n’est envoyé nulle part, et elle repart de zéro à chaque fois (les brouillons et les contacts récents sont conservés).&lt;/p&gt;&lt;table cellspacing=6&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Catalogue&lt;/b&gt; (Ctrl+1)&lt;/td&gt;&lt;td&gt;Saisissez &lt;tt&gt;01tAc00000PrcRamp1&lt;/tt&gt; dans «&#xa0;Ouvrir par identifiant&#xa0;», appuyez sur Entrée, puis Ctrl+Maj+P et une quantité&#xa0;: un palier tarifé année par année. &lt;tt&gt;01tAc00000PrcVol01&lt;/tt&gt; à 99 puis à 100 montre une chute de prix par volume&#xa0;; &lt;tt&gt;01tAc00000PrcBndl1&lt;/tt&gt; est un lot avec des options.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Contacts&lt;/b&gt; (Ctrl+2)&lt;/td&gt;&lt;td&gt;Recherchez &lt;tt&gt;003Ac00000CgwKLFPs&lt;/tt&gt; ou &lt;tt&gt;margaret.chen@northwind.example&lt;/tt&gt;, modifiez un champ, Ctrl+S&#xa0;; Alt+U l’annule, et le panneau à côté du formulaire conserve chaque enregistrement.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Organisation&lt;/b&gt; (Ctrl+4)&lt;/td&gt;&lt;td&gt;Passez à Globex Corporation&#xa0;: tous les écrans suivent, et le retour est aussi simple.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Factures&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Choisissez le statut Canceled et prévisualisez ce qui serait supprimé&#xa0;; rien ne part avant votre confirmation.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Requête&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Exécutez &lt;tt&gt;{ Invoice { invoiceNumber status totalAmount lines } }&lt;/tt&gt; avec Ctrl+Entrée&#xa0;: un clic sur une colonne trie, Entrée sur une cellule &lt;i&gt;lines&lt;/i&gt; ouvre sa liste, Ctrl+F recherche, Ctrl+T ouvre un autre onglet.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;F1 liste toutes les touches.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>bd::widgets::DesktopNotifier</name>
    <message>
        <source>Show Billing Desk</source>
        <translation>Afficher Billing Desk</translation>
    </message>
</context>
<context>
    <name>bd::widgets::InvoiceScreen</name>
    <message>
        <source>Asking the query endpoint what the selection holds…</source>
        <translation>Interrogation du point de terminaison des requêtes sur le contenu de la sélection…</translation>
    </message>
    <message>
        <source>Preview unavailable: %1. You can still delete; the confirmation says what is not known.</source>
        <translation>Aperçu indisponible&#xa0;: %1. Vous pouvez tout de même supprimer&#xa0;; la confirmation indiquera ce qui n&apos;est pas connu.</translation>
    </message>
    <message numerus="yes">
        <source>The service knows %n of the ids.</source>
        <translation>
            <numerusform>Le service connaît %n des identifiants.</numerusform>
            <numerusform>Le service connaît %n des identifiants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The filter selects %n invoice(s).</source>
        <translation>
            <numerusform>Le filtre sélectionne %n facture.</numerusform>
            <numerusform>Le filtre sélectionne %n factures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listed here: %n.</source>
        <translation>
            <numerusform>Affichées ici&#xa0;: %n.</numerusform>
            <numerusform>Affichées ici&#xa0;: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not Canceled or Draft: %n (the service would refuse the whole deletion).</source>
        <translation>
            <numerusform>Ni Canceled ni Draft&#xa0;: %n (le service refuserait toute la suppression).</numerusform>
            <numerusform>Ni Canceled ni Draft&#xa0;: %n (le service refuserait toute la suppression).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unknown to the service: %n id(s).</source>
        <translation>
            <numerusform>Inconnu du service&#xa0;: %n identifiant.</numerusform>
            <numerusform>Inconnus du service&#xa0;: %n identifiants.</numerusform>
        </translation>
    </message>
    <message>
        <source>This service answered only ids and statuses.</source>
        <translation>Ce service n&apos;a renvoyé que des identifiants et des statuts.</translation>
    </message>
    <message>
        <source>Deleting… (this request is sent once and never repeated)</source>
        <translation>Suppression en cours… (cette requête est envoyée une seule fois, jamais répétée)</translation>
    </message>
    <message>
        <source>The service refused the deletion (HTTP %1). What it said:</source>
        <translation>Le service a refusé la suppression (HTTP %1). Sa réponse&#xa0;:</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(non fourni)</translation>
    </message>
    <message>
        <source>Preview again to see what is left.</source>
        <translation>Relancez l&apos;aperçu pour voir ce qui reste.</translation>
    </message>
    <message>
        <source>A deletion is on its way</source>
        <translation>Une suppression est en cours</translation>
    </message>
    <message>
        <source>The service has not answered the deletion yet. If you go on, its answer is not shown or logged, but the deletion may still happen. Go on?</source>
        <translation>Le service n&apos;a pas encore répondu à la suppression. Si vous continuez, sa réponse ne sera ni affichée ni journalisée, mais la suppression pourra tout de même avoir lieu. Continuer&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%n invoice id(s)</source>
        <translation>
            <numerusform>%n identifiant de facture</numerusform>
            <numerusform>%n identifiants de facture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n duplicate(s) removed)</source>
        <translation>
            <numerusform>(%n doublon retiré)</numerusform>
            <numerusform>(%n doublons retirés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter sent: %1</source>
        <translation>Filtre envoyé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The selection changed: preview again.</source>
        <translation>La sélection a changé&#xa0;: relancez l&apos;aperçu.</translation>
    </message>
    <message>
        <source>Invoices with status %1</source>
        <translation>Factures au statut %1</translation>
    </message>
    <message>
        <source>A deletion is on its way.</source>
        <translation>Une suppression est en cours.</translation>
    </message>
    <message>
        <source>Previewing first…</source>
        <translation>Aperçu préalable en cours…</translation>
    </message>
    <message>
        <source>Asks for confirmation before anything is deleted.</source>
        <translation>Demande une confirmation avant toute suppression.</translation>
    </message>
    <message numerus="yes">
        <source>%n deletion(s) sent from this computer to this environment and tenant.</source>
        <translation>
            <numerusform>%n suppression envoyée depuis cet ordinateur vers cet environnement et cette organisation.</numerusform>
            <numerusform>%n suppressions envoyées depuis cet ordinateur vers cet environnement et cette organisation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the deletion log</source>
        <translation>Exporter le journal des suppressions</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n deletion(s) to %1.</source>
        <translation>
            <numerusform>%n suppression exportée vers %1.</numerusform>
            <numerusform>%n suppressions exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>Factures</translation>
    </message>
    <message numerus="yes">
        <source>The query endpoint also answered %n invoice(s) that were not selected; they are not shown.</source>
        <translation>
            <numerusform>Le point de requête a aussi renvoyé %n facture non sélectionnée ; elle n’est pas affichée.</numerusform>
            <numerusform>Le point de requête a aussi renvoyé %n factures non sélectionnées ; elles ne sont pas affichées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview canceled.</source>
        <translation>Aperçu annulé.</translation>
    </message>
    <message>
        <source>Invoices deleted</source>
        <translation>Factures supprimées</translation>
    </message>
    <message>
        <source>Invoice deletion did not go through</source>
        <translation>La suppression des factures n’a pas abouti</translation>
    </message>
    <message numerus="yes">
        <source>Fill in %n invoice id(s) to delete</source>
        <translation>
            <numerusform>Saisir %n identifiant de facture à supprimer</numerusform>
            <numerusform>Saisir %n identifiants de facture à supprimer</numerusform>
        </translation>
    </message>
    <message>
        <source>Invoices: a preview first; nothing is deleted from here</source>
        <translation>Factures&#xa0;: d’abord un aperçu&#xa0;; rien n’est supprimé d’ici</translation>
    </message>
</context>
<context>
    <name>bd::widgets::MainWindow</name>
    <message>
        <source>Screen status</source>
        <translation>État de l&apos;écran</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connection status</source>
        <translation>État de la connexion</translation>
    </message>
    <message>
        <source>You are not signed in.</source>
        <translation>Vous n&apos;êtes pas connecté.</translation>
    </message>
    <message>
        <source>&amp;Sign in…</source>
        <translation>&amp;Se connecter…</translation>
    </message>
    <message>
        <source>Billing Desk</source>
        <translation>Billing Desk</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Signed in: %1</source>
        <translation>Connecté&#xa0;: %1</translation>
    </message>
    <message>
        <source>PRODUCTION — changes affect real customers</source>
        <translation>PRODUCTION — les modifications concernent de vrais clients</translation>
    </message>
    <message>
        <source>About Billing Desk</source>
        <translation>À propos de Billing Desk</translation>
    </message>
    <message>
        <source>Billing Desk &amp;Help</source>
        <translation>&amp;Aide de Billing Desk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Billing Desk %1&lt;/h3&gt;&lt;p&gt;A desktop client for the Billing and Catalog Service: the product catalog, contacts, webhook endpoints, tenant details, invoice deletion and queries.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Billing Desk %1&lt;/h3&gt;&lt;p&gt;Un client de bureau pour le service de facturation et de catalogue&#xa0;: le catalogue de produits, les contacts, les points de terminaison webhook, les informations de l&apos;organisation, la suppression de factures et les requêtes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may use, study, share and change it. It comes with no warranty.&lt;/p&gt;&lt;p&gt;Homepage: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Report a problem: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Secrets are kept in your system&apos;s keychain only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Logiciel libre sous la licence publique générale GNU, version&#xa0;3 ou ultérieure&#xa0;: vous pouvez l&apos;utiliser, l&apos;étudier, le partager et le modifier. Il est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;Site&#xa0;: &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Signaler un problème&#xa0;: &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;&lt;p&gt;Les secrets sont conservés uniquement dans le trousseau de votre système.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Billing Desk help</source>
        <translation>Aide de Billing Desk</translation>
    </message>
    <message>
        <source>&amp;Find Anything…</source>
        <translation>&amp;Tout trouver…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting around&lt;/h3&gt;&lt;table cellspacing=6&gt;%1&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;Find anything: actions, products, contacts, a pasted id&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Search or look up on the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;Reload the current screen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+C&lt;/td&gt;&lt;td&gt;Copy the selected record as JSON&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+P&lt;/td&gt;&lt;td&gt;Price the selected product (catalog)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Down&lt;/td&gt;&lt;td&gt;Open the choices of a list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Down&lt;/td&gt;&lt;td&gt;From a search into its list&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Close a dialog or a message; clear a search&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S&lt;/td&gt;&lt;td&gt;Save (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+U&lt;/td&gt;&lt;td&gt;Undo the save just made (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Enter, Ctrl+T, Ctrl+W&lt;/td&gt;&lt;td&gt;Run, new tab, close tab (query; Ctrl+PgUp and Ctrl+PgDown change tabs, F3 finds the next match, Ctrl+Shift+F formats)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F10&lt;/td&gt;&lt;td&gt;The menu bar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;h3&gt;Prise en main&lt;/h3&gt;&lt;table cellspacing=6&gt;%1&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;Tout trouver&#xa0;: actions, produits, contacts, un identifiant collé&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+F&lt;/td&gt;&lt;td&gt;Rechercher dans la vue actuelle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;Recharger la vue actuelle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Maj+C&lt;/td&gt;&lt;td&gt;Copier l&apos;enregistrement sélectionné en JSON&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Maj+P&lt;/td&gt;&lt;td&gt;Calculer le prix du produit sélectionné (catalogue)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Bas&lt;/td&gt;&lt;td&gt;Ouvrir les choix d&apos;une liste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Bas&lt;/td&gt;&lt;td&gt;D&apos;une recherche à sa liste&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Échap&lt;/td&gt;&lt;td&gt;Fermer une boîte de dialogue ou un message&#xa0;; vider une recherche&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+S&lt;/td&gt;&lt;td&gt;Enregistrer (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+U&lt;/td&gt;&lt;td&gt;Annuler l’enregistrement qui vient d’être fait (contacts)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Entrée, Ctrl+T, Ctrl+W&lt;/td&gt;&lt;td&gt;Exécuter, nouvel onglet, fermer l’onglet (requête&#xa0;; Ctrl+Page préc. et Ctrl+Page suiv. changent d’onglet, F3 trouve la correspondance suivante, Ctrl+Maj+F met en forme)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F10&lt;/td&gt;&lt;td&gt;La barre de menus&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;Quitter&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>bd::widgets::MessageBar</name>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>Stop &amp;waiting</source>
        <translation>&amp;Ne plus attendre</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PriceChart</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Price per unit</source>
        <translation>Prix par unité</translation>
    </message>
    <message>
        <source>Tier boundary</source>
        <translation>Limite de palier</translation>
    </message>
    <message>
        <source>Your quantity</source>
        <translation>Votre quantité</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>Quantity (%1)</source>
        <translation>Quantité (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>Per unit (%1)</source>
        <translation>Par unité (%1)</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PriceOptions</name>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>%1 (per bundle unit)</source>
        <translation>%1 (par unité du lot)</translation>
    </message>
    <message>
        <source>included</source>
        <translation>inclus</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>Quantité de %1</translation>
    </message>
    <message>
        <source>From %1 to %2</source>
        <translation>De %1 à %2</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
</context>
<context>
    <name>bd::widgets::PricePanel</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Select a product to price it.</source>
        <translation>Sélectionnez un produit pour en calculer le prix.</translation>
    </message>
    <message>
        <source>This product has no active price.</source>
        <translation>Ce produit n’a aucun prix actif.</translation>
    </message>
    <message>
        <source>whole units</source>
        <translation>unités entières</translation>
    </message>
    <message numerus="yes">
        <source>up to %n decimal place(s)</source>
        <translation>
            <numerusform>jusqu’à %n décimale</numerusform>
            <numerusform>jusqu’à %n décimales</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>Dé&amp;but :</translation>
    </message>
    <message>
        <source>The price counts per %1; empty: the product&apos;s default term.</source>
        <translation>Le prix compte par %1 ; vide : la durée par défaut du produit.</translation>
    </message>
    <message>
        <source>%1 (for the last valid input)</source>
        <translation>%1 (pour la dernière saisie valide)</translation>
    </message>
    <message>
        <source>Valid o&amp;n:</source>
        <translation>&amp;Valable le :</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ProductDetailsHtml</name>
    <message numerus="yes">
        <source>%n part(s) of this product did not match the spec and are shown as received:</source>
        <translation>
            <numerusform>%n partie de ce produit ne correspond pas à la spécification et est affichée telle que reçue&#xa0;:</numerusform>
            <numerusform>%n parties de ce produit ne correspondent pas à la spécification et sont affichées telles que reçues&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Record type</source>
        <translation>Type d&apos;enregistrement</translation>
    </message>
    <message>
        <source>Price model</source>
        <translation>Modèle de prix</translation>
    </message>
    <message>
        <source>Billing timing</source>
        <translation>Moment de facturation</translation>
    </message>
    <message>
        <source>Configurable</source>
        <translation>Configurable</translation>
    </message>
    <message>
        <source>Sold independently</source>
        <translation>Vendu séparément</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Lowest prices</source>
        <translation>Prix les plus bas</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Taxe</translation>
    </message>
    <message>
        <source>Bundle template</source>
        <translation>Modèle d&apos;offre groupée</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>Disponibilité</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>no end date</source>
        <translation>sans date de fin</translation>
    </message>
    <message>
        <source>Last published</source>
        <translation>Dernière publication</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>The description is %1 characters long; the first %2 are shown. Copy the product as JSON (Ctrl+Shift+C) for all of it.</source>
        <translation>La description compte %1&#xa0;caractères&#xa0;; les %2 premiers sont affichés. Copiez le produit en JSON (Ctrl+Maj+C) pour l&apos;avoir en entier.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryCompleter</name>
    <message>
        <source>Completions</source>
        <translation>Complétions</translation>
    </message>
    <message>
        <source>Names that fit where the cursor is: Enter or Tab inserts the one chosen, Esc closes the list.</source>
        <translation>Noms qui conviennent à la position du curseur&#xa0;: Entrée ou Tab insère celui choisi, Échap ferme la liste.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryFinder</name>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Aucune correspondance</translation>
    </message>
    <message>
        <source>%1 of %2 so far…</source>
        <translation>%1 sur %2 pour l’instant…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryPage</name>
    <message>
        <source>Query answered</source>
        <translation>Réponse reçue à la requête</translation>
    </message>
    <message>
        <source>Query failed</source>
        <translation>Échec de la requête</translation>
    </message>
    <message>
        <source>New query</source>
        <translation>Nouvelle requête</translation>
    </message>
    <message>
        <source>Formatted.</source>
        <translation>Mis en forme.</translation>
    </message>
    <message>
        <source>The query could not be formatted: its brackets do not match.</source>
        <translation>La requête n’a pas pu être mise en forme&#xa0;: ses accolades ne correspondent pas.</translation>
    </message>
    <message>
        <source>Copied the request as a curl command; set the variables it names to your secrets before running it.</source>
        <translation>Requête copiée en commande curl&#xa0;; donnez à ses variables vos secrets avant de l’exécuter.</translation>
    </message>
    <message>
        <source>No variables.</source>
        <translation>Aucune variable.</translation>
    </message>
    <message>
        <source>A valid JSON object.</source>
        <translation>Objet JSON valide.</translation>
    </message>
    <message>
        <source>Run the query (Ctrl+Enter)</source>
        <translation>Exécuter la requête (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation>Exécution… %1</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Exécution impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answered in %1 (HTTP %2).</source>
        <translation>Réponse en %1 (HTTP %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n erreur.</numerusform>
            <numerusform>%n erreurs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryResultView</name>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>%n ligne exportée vers %1.</numerusform>
            <numerusform>%n lignes exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows exported</source>
        <translation>Lignes exportées</translation>
    </message>
    <message>
        <source>Save the answer</source>
        <translation>Enregistrer la réponse</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Saved the answer (%1) to %2, exactly as received.</source>
        <translation>Réponse (%1) enregistrée dans %2, telle que reçue.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy rows as JSON</source>
        <translation>Copier les lignes en JSON</translation>
    </message>
    <message>
        <source>Back to the list above</source>
        <translation>Revenir à la liste au-dessus</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>Copier la valeur</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>Chemin&#xa0;: %1</translation>
    </message>
    <message>
        <source>Click or press Enter to go to line %1, column %2.</source>
        <translation>Cliquez ou appuyez sur Entrée pour aller à la ligne %1, colonne %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n row(s))</source>
        <translation>
            <numerusform>%1 (%n ligne)</numerusform>
            <numerusform>%1 (%n lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the rows…</source>
        <translation>Lecture des lignes…</translation>
    </message>
    <message>
        <source>Back to this list (Backspace in the table)</source>
        <translation>Revenir à cette liste (Retour arrière dans le tableau)</translation>
    </message>
    <message>
        <source>The list shown</source>
        <translation>La liste affichée</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>En cours…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%1 sur %n ligne</numerusform>
            <numerusform>%1 sur %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is %1, too large to show as text. The table and the tree show all of it; “Save the answer…” writes it exactly as received.</source>
        <translation>La réponse fait %1, trop pour l’afficher en texte. Le tableau et l’arbre la montrent en entier&#xa0;; «&#xa0;Enregistrer la réponse…&#xa0;» l’écrit telle que reçue.</translation>
    </message>
    <message>
        <source>Reading the rows was canceled: run the query again for its table.</source>
        <translation>La lecture des lignes a été annulée&#xa0;: exécutez de nouveau la requête pour voir son tableau.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::QueryScreen</name>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>Saved queries</source>
        <translation>Requêtes enregistrées</translation>
    </message>
    <message>
        <source>Removed the saved query “%1”.</source>
        <translation>Requête enregistrée «&#xa0;%1&#xa0;» supprimée.</translation>
    </message>
    <message>
        <source>Save the query</source>
        <translation>Enregistrer la requête</translation>
    </message>
    <message>
        <source>Name (an existing name is replaced):</source>
        <translation>Nom (une requête existante portant ce nom est remplacée)&#xa0;:</translation>
    </message>
    <message>
        <source>Saved as “%1”.</source>
        <translation>Enregistrée sous «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Requête</translation>
    </message>
    <message>
        <source>Search the history</source>
        <translation>Rechercher dans l’historique</translation>
    </message>
    <message>
        <source>Search the queries run before</source>
        <translation>Rechercher parmi les requêtes déjà exécutées</translation>
    </message>
    <message>
        <source>%1 (running)</source>
        <translation>%1 (en cours)</translation>
    </message>
    <message>
        <source>Close the tab</source>
        <translation>Fermer l’onglet</translation>
    </message>
    <message>
        <source>Close “%1”? Its query was never run or saved, so it will be gone.</source>
        <translation>Fermer «&#xa0;%1&#xa0;»&#xa0;? Sa requête n’a jamais été exécutée ni enregistrée&#xa0;: elle sera perdue.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::SignInDialog</name>
    <message>
        <source>&amp;Sign in</source>
        <translation>&amp;Se connecter</translation>
    </message>
    <message>
        <source>Custom address</source>
        <translation>Adresse personnalisée</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d&apos;API</translation>
    </message>
    <message>
        <source>User name and password (token)</source>
        <translation>Nom d&apos;utilisateur et mot de passe (jeton)</translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation>Nom d&apos;utilisateur et mot de passe (Basic)</translation>
    </message>
    <message>
        <source>You belong to several tenants: choose one and continue.</source>
        <translation>Vous appartenez à plusieurs organisations&#xa0;: choisissez-en une et continuez.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>only if your tenants are not listed</source>
        <translation>uniquement si vos organisations ne sont pas listées</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Signed in, but the keychain did not keep your secrets: %1</source>
        <translation>Connecté, mais le trousseau n&apos;a pas conservé vos secrets&#xa0;: %1</translation>
    </message>
    <message>
        <source>Built-in demo (no account needed)</source>
        <translation>Démo intégrée (aucun compte nécessaire)</translation>
    </message>
    <message>
        <source>Cannot remember you on this computer: %1</source>
        <translation>Impossible de se souvenir de vous sur cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>The demo runs a sample service inside the app, with sample data.</source>
        <translation>La démo exécute un service d&apos;exemple dans l&apos;application, avec des données d&apos;exemple.</translation>
    </message>
</context>
<context>
    <name>bd::widgets::TenantScreen</name>
    <message>
        <source>&amp;Copy tenant details as JSON</source>
        <translation>&amp;Copier les détails de l&apos;organisation en JSON</translation>
    </message>
    <message>
        <source>Copy this &amp;value</source>
        <translation>Copier cette &amp;valeur</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>The service sent no details for this tenant.</source>
        <translation>Le service n&apos;a envoyé aucun détail pour cette organisation.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) of tenant details</source>
        <translation>
            <numerusform>%n champ de détails de l&apos;organisation</numerusform>
            <numerusform>%n champs de détails de l&apos;organisation</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Loading canceled; the details shown are from before.</source>
        <translation>Chargement annulé&#xa0;; les détails affichés datent du chargement précédent.</translation>
    </message>
    <message>
        <source>The tenant details could not be loaded. %1</source>
        <translation>Les détails de l&apos;organisation n&apos;ont pas pu être chargés. %1</translation>
    </message>
    <message>
        <source>You are now working in %1; every screen reloads for it.</source>
        <translation>Vous travaillez maintenant dans %1&#xa0;; tous les écrans se rechargent pour cette organisation.</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Loading the tenant details…</source>
        <translation>Chargement des détails de l&apos;organisation…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>Yes — changes here affect real customers</source>
        <translation>Oui — les modifications ici concernent de vrais clients</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé d&apos;API</translation>
    </message>
    <message>
        <source>User name and password (bearer token)</source>
        <translation>Nom d&apos;utilisateur et mot de passe (jeton Bearer)</translation>
    </message>
    <message>
        <source>User name and password (Basic)</source>
        <translation>Nom d&apos;utilisateur et mot de passe (Basic)</translation>
    </message>
    <message>
        <source>Signed in with</source>
        <translation>Connecté avec</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>— (an API key has no user)</source>
        <translation>— (une clé d&apos;API n&apos;a pas d&apos;utilisateur)</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Organisation</translation>
    </message>
    <message>
        <source>(name not known yet)</source>
        <translation>(nom pas encore connu)</translation>
    </message>
    <message>
        <source>Sign in to see your tenants.</source>
        <translation>Connectez-vous pour voir vos organisations.</translation>
    </message>
    <message>
        <source>You signed in with an API key, and an API key belongs to one tenant: the key itself selects it. To work in another tenant, sign out and sign in with that tenant&apos;s API key, or with your user name and password.</source>
        <translation>Vous vous êtes connecté avec une clé d&apos;API, et une clé d&apos;API appartient à une seule organisation&#xa0;: c&apos;est la clé elle-même qui la sélectionne. Pour travailler dans une autre organisation, déconnectez-vous et reconnectez-vous avec la clé d&apos;API de cette organisation, ou avec votre nom d&apos;utilisateur et votre mot de passe.</translation>
    </message>
    <message>
        <source>With Basic sign-in each tenant is reached with its own access key. Enter another tenant&apos;s access key to switch to it; your user name and password stay the same.</source>
        <translation>Avec la connexion Basic, chaque organisation est accessible avec sa propre clé d&apos;accès. Saisissez la clé d&apos;accès d&apos;une autre organisation pour y passer&#xa0;; votre nom d&apos;utilisateur et votre mot de passe restent les mêmes.</translation>
    </message>
    <message>
        <source>The service listed no other tenants for this session (it lists them when you sign in with your password). Enter another tenant&apos;s access key to switch to it.</source>
        <translation>Le service n&apos;a listé aucune autre organisation pour cette session (il les liste quand vous vous connectez avec votre mot de passe). Saisissez la clé d&apos;accès d&apos;une autre organisation pour y passer.</translation>
    </message>
    <message numerus="yes">
        <source>You belong to %n tenant(s). Pick one and switch: you stay signed in, and every screen reloads for it. A tenant that is not listed can be reached with its access key.</source>
        <translation>
            <numerusform>Vous appartenez à %n organisation. Choisissez-en une et passez-y&#xa0;: vous restez connecté, et tous les écrans se rechargent pour elle. Une organisation absente de la liste reste accessible avec sa clé d&apos;accès.</numerusform>
            <numerusform>Vous appartenez à %n organisations. Choisissez-en une et passez-y&#xa0;: vous restez connecté, et tous les écrans se rechargent pour elle. Une organisation absente de la liste reste accessible avec sa clé d&apos;accès.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (in use)</source>
        <translation>%1 (actuelle)</translation>
    </message>
    <message>
        <source>Switching to %1…</source>
        <translation>Passage à %1…</translation>
    </message>
    <message>
        <source>Trying the access key…</source>
        <translation>Essai de la clé d&apos;accès…</translation>
    </message>
    <message>
        <source>Copied the tenant details as JSON, exactly as received.</source>
        <translation>Détails de l&apos;organisation copiés en JSON, exactement tels que reçus.</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>Copié&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Switch to tenant %1</source>
        <translation>Passer à l’organisation %1</translation>
    </message>
</context>
<context>
    <name>bd::widgets::ViewsDialog</name>
    <message>
        <source>Export views</source>
        <translation>Exporter les vues</translation>
    </message>
    <message>
        <source>Saved views (*.json)</source>
        <translation>Vues enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Import views</source>
        <translation>Importer des vues</translation>
    </message>
    <message>
        <source>Saved views (*.json);;All files (*)</source>
        <translation>Vues enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Rename view</source>
        <translation>Renommer la vue</translation>
    </message>
    <message>
        <source>New name for “%1”:</source>
        <translation>Nouveau nom pour «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>Not renamed: %1 already has a view named “%2”.</source>
        <translation>Non renommée&#xa0;: %1 a déjà une vue nommée «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Renamed to “%1”.</source>
        <translation>Renommée en «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Delete views?</source>
        <translation>Supprimer les vues&#xa0;?</translation>
    </message>
    <message>
        <source>Delete the view “%1”?</source>
        <translation>Supprimer la vue «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n views?</source>
        <translation>
            <numerusform>Supprimer %n vue&#xa0;?</numerusform>
            <numerusform>Supprimer %n vues&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n view(s).</source>
        <translation>
            <numerusform>%n vue supprimée.</numerusform>
            <numerusform>%n vues supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n view(s) to %1.</source>
        <translation>
            <numerusform>%n vue exportée vers %1.</numerusform>
            <numerusform>%n vues exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing imported from %1. %2</source>
        <translation>Rien n’a été importé de %1. %2</translation>
    </message>
    <message>
        <source>Replace views?</source>
        <translation>Remplacer les vues&#xa0;?</translation>
    </message>
    <message>
        <source>These views exist already and would be replaced: %1. Import anyway?</source>
        <translation>Ces vues existent déjà et seraient remplacées&#xa0;: %1. Importer quand même&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n view(s).</source>
        <translation>
            <numerusform>%n vue importée.</numerusform>
            <numerusform>%n vues importées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bd::widgets::WaitCountdown</name>
    <message>
        <source>Trying again (%1 of %2)…</source>
        <translation>Nouvel essai (%1 sur %2)…</translation>
    </message>
</context>
<context>
    <name>bd::widgets::WebhookScreen</name>
    <message>
        <source>There are no webhook endpoints registered for this tenant.</source>
        <translation>Aucun point de terminaison webhook n&apos;est enregistré pour cette organisation.</translation>
    </message>
    <message>
        <source>All endpoints</source>
        <translation>Tous les points de terminaison</translation>
    </message>
    <message>
        <source>Active only</source>
        <translation>Actifs uniquement</translation>
    </message>
    <message>
        <source>Inactive only</source>
        <translation>Inactifs uniquement</translation>
    </message>
    <message>
        <source>&amp;Copy endpoint as JSON</source>
        <translation>&amp;Copier le point de terminaison en JSON</translation>
    </message>
    <message>
        <source>&amp;Export visible endpoints…</source>
        <translation>&amp;Exporter les points de terminaison affichés…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Loading canceled; the endpoints shown are from before.</source>
        <translation>Chargement annulé&#xa0;; les points de terminaison affichés datent du chargement précédent.</translation>
    </message>
    <message>
        <source>The webhook endpoints could not be loaded. %1</source>
        <translation>Les points de terminaison webhook n&apos;ont pas pu être chargés. %1</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Loading the webhook endpoints…</source>
        <translation>Chargement des points de terminaison webhook…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) in the list the service sent are not records; each is shown as a row saying what arrived.</source>
        <translation>
            <numerusform>%n entrée de la liste envoyée par le service n&apos;est pas un enregistrement&#xa0;; elle est affichée sur une ligne qui indique ce qui a été reçu.</numerusform>
            <numerusform>%n entrées de la liste envoyée par le service ne sont pas des enregistrements&#xa0;; chacune est affichée sur une ligne qui indique ce qui a été reçu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an endpoint to see every field it has, as received.</source>
        <translation>Sélectionnez un point de terminaison pour voir tous ses champs, tels que reçus.</translation>
    </message>
    <message>
        <source>Every field of this endpoint as received (re-indented):</source>
        <translation>Tous les champs de ce point de terminaison, tels que reçus (réindentés)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n webhook endpoint(s)</source>
        <translation>
            <numerusform>%n point de terminaison webhook</numerusform>
            <numerusform>%n points de terminaison webhook</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n webhook endpoint(s) shown</source>
        <translation>
            <numerusform>Affichage de %1 sur %n point de terminaison webhook</numerusform>
            <numerusform>Affichage de %1 sur %n points de terminaison webhook</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied the endpoint as JSON, exactly as received.</source>
        <translation>Point de terminaison copié en JSON, exactement tel que reçu.</translation>
    </message>
    <message>
        <source>Export webhook endpoints</source>
        <translation>Exporter les points de terminaison webhook</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n endpoint(s) to %1.</source>
        <translation>
            <numerusform>%n point de terminaison exporté vers %1.</numerusform>
            <numerusform>%n points de terminaison exportés vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
</context>
</TS>
