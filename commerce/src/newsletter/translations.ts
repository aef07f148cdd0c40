import type { Translations } from '../kernel/phrase'

/** The newsletter's texts as Magento's de_DE language pack words them. */
export const newsletterTranslations: Translations = {
  de_DE: {
    'You must specify an email address to subscribe to a newsletter.':
      'Sie müssen eine E-Mail-Adresse angeben, um einen Newsletter zu abonnieren.',
    'Enter a valid email address.': 'Geben Sie eine gültige E-Mail-Adresse ein.',
    'Guests can not subscribe to the newsletter. You must create an account to subscribe.':
      'Gäste können den Newsletter nicht abonnieren. Sie müssen ein Konto erstellen, um ihn zu abonnieren.',
    'This email address is already subscribed.': 'Diese E-Mail-Adresse ist bereits angemeldet.',
    'This email address is already assigned to another user.':
      'Diese E-Mail-Adresse ist bereits einem anderen Benutzer zugeordnet.',
    'This is an invalid subscription confirmation code.':
      'Dies ist ein ungültiger Bestätigungscode für das Abonnement.',
    'This is an invalid subscription ID.': 'Dies ist eine ungültige Abonnement-ID.',
    'Your subscription has been confirmed.': 'Ihr Abonnement wurde bestätigt.',
    'You unsubscribed.': 'Sie haben sich abgemeldet.',
    'Newsletter subscription confirmation': 'Bestätigung des Newsletter-Abonnements',
    'Thank you for subscribing to our newsletter.': 'Vielen Dank für Ihr Abonnement unseres Newsletters.',
    'To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:':
      'Um den Newsletter zu erhalten, müssen Sie Ihr Abonnement zuerst bestätigen, indem Sie auf den folgenden Link klicken:',
    'Confirm subscription': 'Abonnement bestätigen',
  },
}
