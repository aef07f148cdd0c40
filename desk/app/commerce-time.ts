/** Commerce writes times as Magento does: `YYYY-MM-DD HH:MM:SS` in UTC, without a zone. */
export const fromCommerceTime = (time: string): Date => new Date(`${time.replace(' ', 'T')}Z`)
