/**
 * Vocabulary of web and mail addresses: top-level domains a bare host name may end with, providers
 * whose domain names nobody, and mailboxes that name a function rather than a person. Data only;
 * patterns: detect-web.ts, propagate.ts.
 */

/** Top-level domains (regex-ready): file names like factur-x.xml are not hosts. */
export const TLDS = 'com|net|org|info|biz|io|co|eu|de|at|ch|fr|be|nl|lu|it|es|pt|pl|cz|sk|hu|ro|bg|gr|dk|se|no|fi|ee|lv|lt|ie|uk|us|ca|au|nz|in|cn|hk|tw|jp|kr|sg|ru|ua|by|kz|tr|ae|za|br|mx|ar|shop|store|online|site|app|dev|cloud|tech|net\\.cn|com\\.cn|co\\.uk|org\\.uk|com\\.au';

/**
 * Mail and web providers whose domain names nobody: their label is not propagated as a company
 * name ("gmail" in an address says nothing about the sender's company).
 */
export const GENERIC_DOMAINS = new Set([
  'gmail', 'googlemail', 'google', 'yahoo', 'outlook', 'hotmail', 'live', 'msn', 'icloud', 'me', 'mac', 'aol', 'gmx', 'web', 'freenet', 't-online', 'online', 'orange', 'free', 'wanadoo', 'laposte', 'sfr',
  'proton', 'protonmail', 'pm', 'zoho', 'yandex', 'mail', 'inbox', 'list', 'bk', 'rambler', 'ya', 'qq', '163', '126', 'sina', 'sohu', 'foxmail', 'aliyun', 'naver', 'example', 'test', 'localhost', 'fake', 'domain',
  'ziggo', 'kpn', 'xs4all', 'telenet', 'skynet', 'libero', 'tiscali', 'btinternet', 'sky', 'virgin', 'comcast', 'verizon', 'att',
]);

/** Second-level labels that are not a name: co.uk, com.cn, and the like. */
export const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'or', 'ne', 'gv']);

/** Local parts of mailboxes that name a function, not a person (info@, sales@, buchhaltung@). */
export const FUNCTION_MAILBOXES = new Set(['info', 'sales', 'contact', 'contactus', 'office', 'mail', 'admin', 'support', 'service', 'services', 'hello', 'team', 'noreply', 'post', 'order', 'orders', 'shop', 'sav', 'billing', 'invoice', 'invoices', 'accounts', 'accounting', 'buchhaltung', 'rechnung', 'rechnungen', 'kontakt', 'vertrieb', 'verkauf', 'verkoop', 'facturation', 'compta', 'comptabilite', 'factuur', 'facturen', 'klantenservice', 'kundenservice', 'webmaster', 'postmaster', 'enquiries', 'help', 'hr', 'jobs', 'press', 'media', 'marketing', 'test']);
