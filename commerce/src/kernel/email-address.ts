/** What commerce takes as an e-mail address (Magento's EmailAddress validator, reduced to its shape): name@domain.tld. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether `text`, trimmed, is one e-mail address as a whole. */
export const isEmail = (text: string) => EMAIL_ADDRESS.test(text.trim())
