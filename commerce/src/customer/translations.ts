import type { Translations } from '../kernel/phrase'

/** The customer's texts as Magento's de_DE language pack words them. */
export const customerTranslations: Translations = {
  de_DE: {
    "The current customer isn't authorized.": 'Der aktuelle Kunde ist nicht autorisiert.',
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.':
      'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend deaktiviert. Bitte warten Sie und versuchen Sie es später erneut.',
    'You must confirm your account. Please check your email for the confirmation link.':
      'Sie müssen Ihr Konto bestätigen. Bitte prüfen Sie Ihre E-Mails auf den Bestätigungslink.',
    'A customer with the same email address already exists in an associated website.':
      'Ein Kunde mit derselben E-Mail-Adresse existiert bereits in einer verbundenen Website.',
    'The account is already active.': 'Das Konto ist bereits aktiv.',
    'Could not find a token using public hash: %1': 'Es wurde kein Token mit dem öffentlichen Hash %1 gefunden.',
    'The confirmation token is invalid. Verify the token and try again.':
      'Der Bestätigungsschlüssel ist ungültig. Prüfen Sie den Schlüssel und versuchen Sie es erneut.',
    'There was an error confirming the account': 'Beim Bestätigen des Kontos ist ein Fehler aufgetreten',
    'Email is invalid': 'E-Mail ist ungültig',
    'Email must be specified': 'E-Mail muss angegeben werden',
    'Email address is not valid': 'Die E-Mail-Adresse ist ungültig',
    'There is no user registered with that email address.': 'Mit dieser E-Mail-Adresse ist kein Benutzer registriert.',
    "Confirmation isn't needed.": 'Eine Bestätigung ist nicht erforderlich.',
    'Specify the "%1" value.': 'Geben Sie den Wert für "%1" an.',
    'Required parameters are missing: %1': 'Erforderliche Parameter fehlen: %1',
    '"%1" is not a valid email address.': '"%1" ist keine gültige E-Mail-Adresse.',
    'Invalid date': 'Ungültiges Datum',
    '"input" value should be specified': 'Der Wert "input" muss angegeben werden',
    'Invalid login or password.': 'Ungültige Anmeldedaten oder ungültiges Passwort.',
    'The account is locked.': 'Das Konto ist gesperrt.',
    'The account is locked': 'Das Konto ist gesperrt',
    'Provide the current "password" to change "email".':
      'Geben Sie das aktuelle "Passwort" an, um die "E-Mail" zu ändern.',
    'The password needs at least %1 characters. Create a new password and try again.':
      'Das Passwort muss mindestens %1 Zeichen enthalten. Erstellen Sie ein neues Passwort und versuchen Sie es erneut.',
    "The password can't begin or end with a space. Verify the password and try again.":
      'Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden. Prüfen Sie das Passwort und versuchen Sie es erneut.',
    'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.':
      'Die Mindestanzahl verschiedener Zeichenklassen im Passwort beträgt %1. Zeichenklassen: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
    'The email address has an invalid format.': 'Die E-Mail-Adresse hat ein ungültiges Format.',
    "Cannot reset the customer's password": 'Das Passwort des Kunden kann nicht zurückgesetzt werden',
    "Cannot set the customer's password": 'Das Passwort des Kunden kann nicht gesetzt werden',
    'You must specify an email address.': 'Sie müssen eine E-Mail-Adresse angeben.',
    'resetPasswordToken must be specified': 'resetPasswordToken muss angegeben werden',
    'newPassword must be specified': 'newPassword muss angegeben werden',
    'The password token is mismatched. Reset and try again.':
      'Der Passwort-Token stimmt nicht überein. Setzen Sie das Passwort zurück und versuchen Sie es erneut.',
    'The password token is expired. Reset and try again.':
      'Der Passwort-Token ist abgelaufen. Setzen Sie das Passwort zurück und versuchen Sie es erneut.',
    'Could not find a address with ID "%1"': 'Eine Adresse mit der ID "%1" wurde nicht gefunden',
    'Current customer does not have permission to address with ID "%1"':
      'Der aktuelle Kunde hat keine Berechtigung für die Adresse mit der ID "%1"',
    'Customer Address %1 is set as default billing address and can not be deleted':
      'Die Kundenadresse %1 ist als Standard-Rechnungsadresse festgelegt und kann nicht gelöscht werden',
    'Customer Address %1 is set as default shipping address and can not be deleted':
      'Die Kundenadresse %1 ist als Standard-Lieferadresse festgelegt und kann nicht gelöscht werden',
    'Value of uid "%1" is incorrect.': 'Der Wert der uid "%1" ist ungültig.',
    'Invalid value of "%1" provided for the %2 field.': 'Ungültiger Wert "%1" für das Feld %2 angegeben.',
    '"%1" is required. Enter and try again.':
      '"%1" ist erforderlich. Geben Sie den Wert ein und versuchen Sie es erneut.',
    'Decoding error: Unable to unserialize value.': 'Decodierungsfehler: Der Wert kann nicht deserialisiert werden.',
    // mails
    'Please confirm your %1 account': 'Bitte bestätigen Sie Ihr Konto bei %1',
    'You must confirm your %1 email before you can sign in (link is only valid once):':
      'Sie müssen Ihre E-Mail-Adresse %1 bestätigen, bevor Sie sich anmelden können (der Link ist nur einmal gültig):',
    'Confirm Your Account': 'Konto bestätigen',
    'Welcome to %1': 'Willkommen bei %1',
    'Welcome to %1.': 'Willkommen bei %1.',
    'To sign in to our site, use your email address %1 and your password on the My Account page.':
      'Um sich in unserem Shop anzumelden, verwenden Sie Ihre E-Mail-Adresse %1 und Ihr Passwort auf der Seite „Mein Konto“.',
    'My Account': 'Mein Konto',
    'Reset your %1 password': 'Setzen Sie Ihr Passwort bei %1 zurück',
    'There was recently a request to change the password for your account.':
      'Vor Kurzem wurde eine Änderung des Passworts für Ihr Konto angefordert.',
    'If you requested this change, set a new password here:':
      'Wenn Sie diese Änderung angefordert haben, legen Sie hier ein neues Passwort fest:',
    'If you did not make this request, you can ignore this email and your password will remain the same.':
      'Wenn Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    'Set a New Password': 'Neues Passwort festlegen',
    'Your %1 password has been changed': 'Ihr Passwort bei %1 wurde geändert',
    'We have received a request to change the following information associated with your account at %1: password.':
      'Wir haben eine Anfrage erhalten, folgende Angaben zu Ihrem Konto bei %1 zu ändern: Passwort.',
    'You have been signed out everywhere else. If you have not authorized this action, reset your password now.':
      'Auf allen anderen Geräten wurden Sie abgemeldet. Wenn Sie diese Änderung nicht veranlasst haben, setzen Sie Ihr Passwort jetzt zurück.',
    'Please confirm your new %1 email address': 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei %1',
    'You asked to sign in to your %1 account with %2 from now on.':
      'Sie möchten sich künftig mit %2 bei Ihrem Konto bei %1 anmelden.',
    'Your email address changes when you open this link and enter your password (valid for 24 hours):':
      'Ihre E-Mail-Adresse ändert sich, sobald Sie diesen Link öffnen und Ihr Passwort eingeben (24 Stunden gültig):',
    'Confirm Your New Email Address': 'Neue E-Mail-Adresse bestätigen',
    'Your %1 email is about to change': 'Ihre E-Mail-Adresse bei %1 soll geändert werden',
    'We have received a request to change the following information associated with your account at %1: email, to %2.':
      'Wir haben eine Anfrage erhalten, folgende Angaben zu Ihrem Konto bei %1 zu ändern: E-Mail-Adresse, in %2.',
    'The change takes effect once it is confirmed from the new address.':
      'Die Änderung wird wirksam, sobald sie von der neuen Adresse aus bestätigt wird.',
    'If you have not authorized this action, set a new password within 7 days: your account keeps this address and is signed out everywhere.':
      'Wenn Sie diese Änderung nicht veranlasst haben, legen Sie innerhalb von 7 Tagen ein neues Passwort fest: Ihr Konto behält diese Adresse und wird überall abgemeldet.',
    'Keep This Address and Set a New Password': 'Diese Adresse behalten und neues Passwort festlegen',
    'First Name': 'Vorname',
    'Last Name': 'Nachname',
    Email: 'E-Mail',
    'Date of Birth': 'Geburtsdatum',
    'Tax/VAT number': 'USt-IdNr.',
    Gender: 'Geschlecht',
    Male: 'Männlich',
    Female: 'Weiblich',
    'Not Specified': 'Keine Angabe',
  },
}
