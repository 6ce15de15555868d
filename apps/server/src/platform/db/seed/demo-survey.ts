import type { SeedSurvey } from './seed-types.ts';

/** The demo's /Feedback survey: one question of each kind [product: Feedback] (ADR 780). */
export const demoSurvey: SeedSurvey = {
  title: { en: 'How was your visit?', ar: 'كيف كانت زيارتك؟' },
  description: {
    en: 'Two minutes of your time helps our kitchen and our team. Thank you!',
    ar: 'دقيقتان من وقتك تساعدان مطبخنا وفريقنا. شكراً لك!',
  },
  thankYou: {
    en: 'Thank you! Your answers go straight to our team.',
    ar: 'شكراً لك! تصل إجاباتك مباشرة إلى فريقنا.',
  },
  period: 'month',
  questions: [
    {
      kind: 5,
      title: { en: 'How would you rate us overall?', ar: 'ما تقييمك العام لنا؟' },
      required: true,
      config: { stars: 5 },
    },
    {
      kind: 3,
      title: { en: 'How did the food taste?', ar: 'ما رأيك في طعم الطعام؟' },
      required: true,
    },
    {
      kind: 2,
      title: {
        en: 'How likely are you to recommend us to a friend?',
        ar: 'ما مدى احتمال أن توصي بنا لصديق؟',
      },
      required: true,
      config: {
        min: 0,
        max: 10,
        step: 1,
        min_label: { en: 'Not likely', ar: 'غير محتمل' },
        max_label: { en: 'Very likely', ar: 'محتمل جداً' },
      },
    },
    {
      kind: 4,
      title: { en: 'What did you order today?', ar: 'ماذا طلبت اليوم؟' },
      config: {
        multiple: true,
        options: [
          { en: 'Coffee', ar: 'قهوة' },
          { en: 'Breakfast', ar: 'فطور' },
          { en: 'Kitchen plates', ar: 'أطباق المطبخ' },
          { en: 'Desserts', ar: 'حلويات' },
        ],
      },
    },
    {
      kind: 4,
      title: { en: 'How did you find us?', ar: 'كيف تعرّفت علينا؟' },
      config: {
        multiple: false,
        options: [
          { en: 'Instagram', ar: 'إنستغرام' },
          { en: 'A friend', ar: 'صديق' },
          { en: 'Walking by', ar: 'مررت بالمكان' },
        ],
      },
    },
    {
      kind: 1,
      title: { en: 'Anything we could do better?', ar: 'هل هناك ما يمكننا تحسينه؟' },
      config: { multiline: true, max_length: 500 },
    },
    {
      kind: 6,
      title: {
        en: 'Your phone number, if you would like us to call you back',
        ar: 'رقم هاتفك إذا رغبت أن نتصل بك',
      },
    },
  ],
};
