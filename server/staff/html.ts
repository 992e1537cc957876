/**
 * The staff inbox's HTML, written on the server (no script: the pages work as plain forms and links). Every
 * value from a visitor goes through `escape`: what people send is shown as text, never as markup.
 */

export type Lang = 'en' | 'ar';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup already made safe. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** A template whose values are escaped unless they are Html (or lists of Html). */
export function html(strings: TemplateStringsArray, ...values: unknown[]) {
  const part = (v: unknown): string =>
    v instanceof Html
      ? v.text
      : Array.isArray(v)
        ? v.map(part).join('')
        : v === false || v == null
          ? ''
          : escape(v);
  return new Html(strings.reduce((out, s, i) => out + s + (i < values.length ? part(values[i]) : ''), ''));
}

export const words = {
  en: {
    title: 'Staff inbox',
    closed:
      'The staff inbox is closed: no staff account is configured. An administrator adds one on the server with `npm run staff:add -- <username>`.',
    signIn: 'Sign in',
    username: 'Username',
    password: 'Password',
    wrong: 'The username or password is not right.',
    tooMany: 'Too many failed sign-ins. Wait {{minutes}} minutes and try again.',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    inbox: 'Submissions',
    events: 'Event registrations',
    kind: 'Kind',
    status: 'Status',
    search: 'Search',
    all: 'All',
    filter: 'Filter',
    export: 'Export CSV',
    reference: 'Reference',
    received: 'Received',
    summary: 'Summary',
    none: 'No submission matches.',
    shown: '{{count}} shown (of {{total}})',
    more: 'Only the newest {{count}} are listed: narrow the filter or export CSV for all.',
    back: 'Back to the submissions',
    language: 'Language',
    change: 'Change status',
    note: 'Note (kept in the audit trail)',
    save: 'Save',
    audit: 'Audit trail',
    when: 'When',
    who: 'Who',
    what: 'What',
    notFound: 'There is no submission with this reference.',
    capacity: 'Capacity',
    taken: 'Seats taken',
    name: 'Name',
    email: 'Email',
    noRegistrations: 'No registrations yet.',
    origin: 'This form must be sent from the staff inbox itself.',
    badForm: 'The form could not be read: send it again from the inbox’s own page.',
    busy: 'Too many sign-ins are being checked at this moment. Wait a few seconds and try again.',
    unavailable:
      'The inbox cannot reach its database at the moment (it may be restarting). Nothing was changed; try again in a minute.',
    failed: 'Something went wrong on our side. Nothing was changed; try again in a moment.',
    kinds: {
      feedback: 'Feedback',
      'data-request': 'Data request',
      registration: 'Event registration',
      newsletter: 'Newsletter',
    },
    statuses: { new: 'New', 'in-review': 'In review', answered: 'Answered', closed: 'Closed' },
    actions: { received: 'received', status: 'status changed', unsubscribed: 'unsubscribed' },
  },
  ar: {
    title: 'صندوق وارد الموظفين',
    closed:
      'صندوق الوارد مغلق: لم يُضبط أي حساب للموظفين. يضيف المسؤول حسابًا على الخادم بالأمر `npm run staff:add -- <username>`.',
    signIn: 'تسجيل الدخول',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    wrong: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    tooMany: 'محاولات دخول فاشلة كثيرة. انتظر {{minutes}} دقيقة ثم حاول مجددًا.',
    signOut: 'تسجيل الخروج',
    signedInAs: 'مسجّل الدخول باسم {{name}}',
    inbox: 'الوارد',
    events: 'التسجيل في الفعاليات',
    kind: 'النوع',
    status: 'الحالة',
    search: 'بحث',
    all: 'الكل',
    filter: 'تصفية',
    export: 'تصدير CSV',
    reference: 'الرقم المرجعي',
    received: 'تاريخ الاستلام',
    summary: 'ملخص',
    none: 'لا يوجد وارد مطابق.',
    shown: 'المعروض {{count}} (من {{total}})',
    more: 'تُعرض أحدث {{count}} فقط: ضيّق التصفية أو صدّر CSV للاطلاع على الكل.',
    back: 'العودة إلى الوارد',
    language: 'اللغة',
    change: 'تغيير الحالة',
    note: 'ملاحظة (تُحفظ في سجل التدقيق)',
    save: 'حفظ',
    audit: 'سجل التدقيق',
    when: 'الوقت',
    who: 'المستخدم',
    what: 'الإجراء',
    notFound: 'لا يوجد وارد بهذا الرقم المرجعي.',
    capacity: 'السعة',
    taken: 'المقاعد المحجوزة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    noRegistrations: 'لا توجد تسجيلات بعد.',
    origin: 'يجب إرسال هذا النموذج من صندوق الوارد نفسه.',
    badForm: 'تعذّرت قراءة النموذج: أرسله مجددًا من صفحة صندوق الوارد نفسها.',
    busy: 'يجري التحقق من محاولات دخول كثيرة في هذه اللحظة. انتظر بضع ثوانٍ ثم حاول مجددًا.',
    unavailable:
      'يتعذّر على صندوق الوارد الوصول إلى قاعدة بياناته الآن (قد تكون قيد إعادة التشغيل). لم يتغيّر شيء؛ حاول مجددًا بعد دقيقة.',
    failed: 'حدث خطأ من جهتنا. لم يتغيّر شيء؛ حاول مجددًا بعد قليل.',
    kinds: {
      feedback: 'ملاحظات',
      'data-request': 'طلب بيانات',
      registration: 'تسجيل في فعالية',
      newsletter: 'النشرة البريدية',
    },
    statuses: { new: 'جديد', 'in-review': 'قيد المراجعة', answered: 'تم الرد', closed: 'مغلق' },
    actions: { received: 'استُلم', status: 'تغيّرت الحالة', unsubscribed: 'أُلغي الاشتراك' },
  },
} as const;
export type Words = (typeof words)[Lang];

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/** The page around a staff view: its language and direction, the staff stylesheet, sign-out when signed in. */
export function page(lang: Lang, title: string, body: Html, user?: string | null) {
  const w = words[lang];
  const base = lang === 'ar' ? '/ar/staff' : '/staff';
  return html`<!doctype html>
    <html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${w.title}</title>
        <link rel="stylesheet" href="/staff.css" />
      </head>
      <body>
        <header>
          <a href="${base}" class="brand">${w.title}</a>
          ${
            user
              ? html`<form method="post" action="${base}/sign-out">
                  <span>${fill(w.signedInAs, { name: user })}</span>
                  <button type="submit">${w.signOut}</button>
                </form>`
              : ''
          }
        </header>
        <main>${body}</main>
      </body>
    </html>`.text;
}

export const STAFF_CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,"Segoe UI",Tahoma,sans-serif;color:#14222b;background:#f7f6f2}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1.5rem;background:#0f3d3e;color:#fff}
header a{color:#fff;font-weight:700;text-decoration:none}header form{display:flex;gap:.75rem;align-items:center}
main{max-width:72rem;margin:0 auto;padding:1.5rem}h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
a{color:#0f6466}table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:.5rem;border-bottom:1px solid #ddd;text-align:start;vertical-align:top}
th{background:#e8eef0}td.summary{max-width:28rem;overflow-wrap:anywhere;white-space:pre-wrap}
form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}label{display:block;font-weight:600;font-size:.9rem}
input,select,textarea,button{font:inherit;padding:.4rem .6rem;border:1px solid #9aa;border-radius:.4rem;background:#fff;color:inherit}
button{background:#0f6466;color:#fff;border-color:#0f6466;cursor:pointer}header button{background:#fff;color:#0f3d3e}
.card{background:#fff;border:1px solid #ddd;border-radius:.75rem;padding:1rem 1.25rem;margin-bottom:1rem}
.error{color:#a11;font-weight:600}.muted{color:#556}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}.stack>*+*{margin-top:.75rem}nav.tabs{display:flex;gap:1rem;margin-bottom:1rem}
:focus-visible{outline:3px solid #d55e00;outline-offset:2px}
`;
