/** Level 1, 'Work safe taglines': clean, brand-safe and witty; something a company account could post. */
import { capitalize as cap } from '../text';
import { verb, withClause, withSituation, type MemeFormat } from './types';

export const LEVEL_1: MemeFormat[] = [
  {
    id: 'fuelled-by',
    level: 1,
    fits: ['work', 'office', 'productivity', 'motivation', 'coffee', 'monday', 'goal'],
    variants: [
      (v) => `Fuelled by ${v.thing} and good intentions ☕`,
      (v) => `Powered by ${v.thing}. Held together by coffee. ☕`,
    ],
  },
  {
    id: 'meeting-email',
    level: 1,
    fits: ['boss', 'employee', 'office', 'meeting', 'deadline', 'email', 'report'],
    variants: [
      (v) => `This meeting could have been an email about ${v.thing}. 📧`,
      (v) => `Agenda item 1: ${v.thing}. Agenda item 2: see item 1. 📋`,
    ],
  },
  {
    id: 'plot-twist',
    level: 1,
    fits: ['plot twist', 'shocked', 'reveal', 'surprised', 'dramatic', 'mind blown', 'freeze frame'],
    variants: [
      withClause((clause) => `Plot twist: ${clause}.`),
      (v) => `Plot twist: ${v.thing} ${verb(v, 'was', 'were')} the main character all along. ✨`,
    ],
  },
  {
    id: 'certified',
    level: 1,
    fits: ['award', 'trophy', 'proud', 'winner', 'achievement', 'celebrat', 'lion', 'congrats'],
    tone: 'praise',
    variants: [
      (v) => `Certified ${v.bareThing} enthusiast. No notes. 🏆`,
      (v) => `And the award for biggest ${v.bareThing} fan goes to… me. 🏆`,
    ],
  },
  {
    id: 'stay-professional',
    level: 1,
    fits: ['calm', 'this is fine', 'denial', 'unbothered', 'nervous', 'forced smile', 'pretending'],
    tone: 'misfortune',
    variants: [
      withClause((clause) => `Me staying professional when ${clause} 🙂`),
      (v) => `Keep calm and carry on with ${v.thing}. 🙂`,
      withSituation((situation) => `${cap(situation)}. Deep breath. Still professional. 🙂`),
    ],
  },
  {
    id: 'forecast',
    level: 1,
    fits: ['mood', 'vibes', 'storm', 'weather', 'incoming', 'sunrise', 'forecast'],
    variants: [
      (v) => `Today's forecast: ${v.thing}, with a high chance of more ${v.thing}. ☀️`,
      (v) => `Current status: 100% ${v.bareThing}. 📈`,
    ],
  },
  {
    id: 'the-plan',
    level: 1,
    fits: ['plan', 'steps', 'four panel', 'presentation', 'strategy', 'resolution'],
    variants: [
      (v) => `The plan: ${v.thing}. The backup plan: also ${v.thing}. 📋`,
      (v) => `Step 1: ${v.thing}. Step 2: there is no step 2. 📋`,
    ],
  },
  {
    id: 'fun-fact',
    level: 1,
    fits: ['hard truths', 'reality check', 'advice', 'wise', 'fact', 'truth', 'owl'],
    variants: [
      withClause((clause) => `Living proof that ${clause}. 📚`),
      (v) => `Fun fact: ${v.thing} ${verb(v, 'makes', 'make')} everything better. Source: trust me. 📚`,
    ],
  },
  {
    id: 'resume',
    level: 1,
    fits: ['job', 'career', 'skills', 'professional', 'work', 'interview'],
    variants: [
      (v) => `Skills: ${v.bareThing}. References: also ${v.bareThing}. 💼`,
      (v) => `Updating my résumé: "Expert in ${v.bareThing}." 💼`,
    ],
  },
  {
    id: 'out-of-office',
    level: 1,
    fits: ['weekend', 'friday', 'vacation', 'holiday', 'out of office', 'beach', 'logging off'],
    variants: [
      (v) => `Out of office. Back after ${v.thing}. 🌴`,
      (v) => `Weekend plans: ${v.thing}. Weekday plans: thinking about ${v.thing}. 🌴`,
    ],
  },
  {
    id: 'nailed-it',
    level: 1,
    fits: ['success', 'stonks', 'line goes up', 'win', 'tiny wins', 'deal with it', 'confident'],
    variants: [
      withSituation((situation) => `${cap(situation)}? Nailed it. ✅`),
      (v) => `${cap(v.thing)}: nailed it. Mostly. ✅`,
      (v) => `${cap(v.thing)}: handled like a pro. Allegedly. ✅`,
    ],
  },
  {
    id: 'silver-lining',
    level: 1,
    fits: ['disaster', 'fail', 'storm', 'rain', 'setback'],
    tone: 'misfortune',
    variants: [
      withSituation((situation) => `${cap(situation)}. Silver lining: great story for the next meeting. 🌈`),
      (v) => `${cap(v.thing)}: not ideal. Character building, though. 🌈`,
    ],
  },
  {
    id: 'status-update',
    level: 1,
    fits: ['report', 'meeting', 'presentation', 'update', 'chart', 'office'],
    variants: [
      (v) => `Status update: ${v.thing}. Morale: surprisingly okay. 📊`,
      withClause((clause) => `Quick update: ${clause}. Next update: after coffee. 📊`),
    ],
  },
];
