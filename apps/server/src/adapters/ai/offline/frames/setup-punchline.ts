/**
 * setup_punchline: a situation, then the twist. For pictures with a before-the-joke and a
 * joke panel, and for dialogue ("Me: … / Also me: …").
 */
import { cap, loud, wordCount, type Frame } from './types';

export const SETUP_PUNCHLINE: Frame[] = [
  {
    id: 'sp-quick-look',
    format: 'setup_punchline',
    levels: [1, 2],
    write: (w) => [`Me: I'll just take a quick look at ${w.np}`, 'Me, six hours later: 👁️👄👁️'],
  },
  {
    id: 'sp-past-me',
    format: 'setup_punchline',
    levels: [1, 2, 3],
    write: (w) => [`Past me: ${w.np} will be easy`, 'Present me: 🫠'],
  },
  {
    id: 'sp-meeting',
    format: 'setup_punchline',
    levels: [1, 2],
    write: (w) => ["Us in the meeting: let's focus on strategy", `Also us: so anyway, ${w.np}`],
  },
  {
    id: 'sp-at-home',
    format: 'setup_punchline',
    levels: [1, 2, 3],
    needs: ['not owned', 'thing'],
    write: (w) => [`Mom: we have ${w.np} at home`, `${cap(w.np)} at home: 🥲`],
  },
  {
    id: 'sp-doctor',
    format: 'setup_punchline',
    levels: [1, 2, 3],
    write: (w) => [`Doctor: you need to think less about ${w.np}`, 'Me: sounds like a problem for future me'],
  },
  {
    id: 'sp-presentation',
    format: 'setup_punchline',
    levels: [1],
    write: (w) => [`Nobody: "Tell us about ${w.np}."`, 'Me, with a 40-slide presentation: finally.'],
  },
  {
    id: 'sp-weekend',
    format: 'setup_punchline',
    levels: [1, 2],
    write: (w) => ['My weekend plans: rest, hydrate, touch grass', `My actual weekend: ${w.np}`],
  },
  {
    id: 'sp-it-works',
    format: 'setup_punchline',
    levels: [1, 2],
    needs: ['third-person clause'],
    write: (w) => ['Me, planning a calm and productive day:', `Then ${w.clause}`],
  },
  {
    id: 'sp-confession',
    format: 'setup_punchline',
    levels: [2, 3],
    needs: ['first-person clause'],
    write: (w) => ['Nobody:', `Me, out loud, to everyone: ${w.clause} 📢`],
  },
  {
    id: 'sp-scene',
    format: 'setup_punchline',
    levels: [2, 3, 4, 5],
    needs: ['scene'],
    write: (w) => ['Me: what could possibly go wrong today?', `${cap(w.scene!)}: 🔥`],
  },
  {
    id: 'sp-therapist',
    format: 'setup_punchline',
    levels: [2, 3, 4],
    write: (w) => [`Therapist: ${w.np} can't hurt you.`, `${cap(w.np)}: 👁️👁️`],
  },
  {
    id: 'sp-bestie',
    format: 'setup_punchline',
    levels: [2],
    write: (w) => [`Bestie: are you over ${w.np} yet?`, 'Me, who is so not over it: lol yeah totally'],
  },
  {
    id: 'sp-no-cap',
    format: 'setup_punchline',
    levels: [2],
    write: (w) => [`Me: I'm taking a break from ${w.np}`, 'Also me, 4 minutes later: ok but hear me out'],
  },
  {
    id: 'sp-nobody',
    format: 'setup_punchline',
    levels: [3],
    write: (w) => ['Nobody:', `Me at 2am: *thinking about ${w.np} again*`],
  },
  {
    id: 'sp-nobody-action',
    format: 'setup_punchline',
    levels: [3, 4],
    needs: ['action', 'third-person clause'],
    write: (w) => ['Nobody:', `${cap(w.np)}: *${w.action!.replace(/^(?:is|are) /u, '')}*`],
  },
  {
    id: 'sp-when-but',
    format: 'setup_punchline',
    levels: [3],
    needs: ['third-person clause'],
    write: (w) => [`When ${w.clause}…`, '…but you still have to act normal in front of everyone'],
  },
  {
    id: 'sp-boss',
    format: 'setup_punchline',
    levels: [2, 3],
    needs: ['short name'],
    write: (w) => ['Boss: why is the report late?', `Me: ${wordCount(w.np)}. ${cap(w.np)}.`],
  },
  {
    id: 'sp-hold-my',
    format: 'setup_punchline',
    levels: [3, 4],
    write: (w) => [`Me: how bad can ${w.np} really be?`, `${cap(w.np)}: hold my juice box 🧃`],
  },
  {
    id: 'sp-fbi',
    format: 'setup_punchline',
    levels: [3, 4],
    write: (w) => [`FBI agent watching me research ${w.np} at 3am:`, '"Bro. Go to sleep."'],
  },
  {
    id: 'sp-calm',
    format: 'setup_punchline',
    levels: [4],
    write: (w) => [`Everyone: calm down about ${w.np}`, 'Me: I AM CALM 🔥🔥🔥'],
  },
  {
    id: 'sp-damn',
    format: 'setup_punchline',
    levels: [4],
    write: (w) => [`Day one of ignoring ${w.np}:`, "Damn, it's been four minutes."],
  },
  {
    id: 'sp-wtf',
    format: 'setup_punchline',
    levels: [4],
    write: (w) => [`Me, explaining ${w.np} to my group chat:`, 'My group chat: wtf did I just read'],
  },
  {
    id: 'sp-loud',
    format: 'setup_punchline',
    levels: [4],
    write: (w) => ['My inner peace: 🧘', `${loud(w.np)}: HELLO? I'M BACK`],
  },
  {
    id: 'sp-ohio-boss',
    format: 'setup_punchline',
    levels: [5],
    write: (w) => ['Ohio final boss:', `${cap(w.np)} 🗿`],
  },
  {
    id: 'sp-over-it',
    format: 'setup_punchline',
    levels: [5],
    write: (w) => [`Me: I'm so over ${w.np}`, `Also me at 3am: shit, ${w.np} 😭`],
  },
  {
    id: 'sp-rizz',
    format: 'setup_punchline',
    levels: [5],
    write: (w) => [`Me trying to rizz up ${w.np}:`, `${cap(w.np)}: "fuck off, you're mid" 💀`],
  },
  {
    id: 'sp-aura',
    format: 'setup_punchline',
    levels: [4, 5],
    write: (w) => [`Bringing up ${w.np} at family dinner:`, '-10,000 aura'],
  },
];
