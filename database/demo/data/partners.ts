import type { PartnerSeed } from './types.js'

/** Partner deals, in display order (brands are fictional, links on example domains). */
export const PARTNERS: PartnerSeed[] = [
  {
    slug: 'northbank',
    name: 'Northbank',
    category: 'banking',
    kind: 'referral_link',
    description:
      'A mobile bank account in English with a free debit card and an IBAN you can use for rent and salary.',
    deal: '€20 bonus after your first card payment when you open the account through our link.',
    code: null,
    links: [
      {
        label: 'Open a student account',
        url: 'https://www.northbank.example/students?ref=studentcity',
      },
      { label: 'Documents you need', url: 'https://www.northbank.example/help/documents' },
    ],
  },
  {
    slug: 'talkwave-mobile',
    name: 'Talkwave Mobile',
    category: 'mobile',
    kind: 'discount_code',
    description:
      'SIM-only plans with EU roaming, no contract and an eSIM you can activate before you travel.',
    deal: '15% off any SIM-only plan for your first 12 months.',
    code: 'STUDENT15',
    links: [{ label: 'Choose a plan', url: 'https://www.talkwave.example/student' }],
  },
  {
    slug: 'roadrunner-bus',
    name: 'Roadrunner Bus',
    category: 'travel',
    kind: 'discount_code',
    description:
      'Intercity buses connecting more than 400 European cities, with Wi-Fi and power sockets.',
    deal: '10% off every booking, weekend trips included.',
    code: 'ROAD10',
    links: [
      { label: 'Book a trip', url: 'https://www.roadrunnerbus.example/' },
      { label: 'How to use a voucher', url: 'https://www.roadrunnerbus.example/help/vouchers' },
    ],
  },
  {
    slug: 'railtrip',
    name: 'Railtrip',
    category: 'travel',
    kind: 'student_offer',
    description: 'A rail pass for travelling across Europe by train on the days you choose.',
    deal: 'Youth price for everyone under 28: 25% off the adult pass.',
    code: null,
    links: [{ label: 'Youth passes', url: 'https://www.railtrip.example/youth' }],
  },
  {
    slug: 'freshplate',
    name: 'Freshplate',
    category: 'food',
    kind: 'free_trial',
    description:
      'Recipe boxes with fresh ingredients for two to four people, delivered weekly; skip any week.',
    deal: 'Your first box is free; pay only the delivery.',
    code: 'FRESHSTART',
    links: [{ label: 'Claim your free box', url: 'https://www.freshplate.example/first-box' }],
  },
  {
    slug: 'save-a-bite',
    name: 'SaveABite',
    category: 'food',
    kind: 'student_offer',
    description: 'An app for surprise bags of unsold food from bakeries, cafés and supermarkets.',
    deal: 'Surprise bags from €3.99; students get an extra bag free every month.',
    code: null,
    links: [{ label: 'Get the app', url: 'https://www.saveabite.example/app' }],
  },
  {
    slug: 'roomhopper',
    name: 'RoomHopper',
    category: 'housing',
    kind: 'discount_code',
    description:
      'Verified rooms and studios for students, booked online with a 48-hour move-in guarantee.',
    deal: '€50 off the booking fee of your first room.',
    code: 'HOPPER50',
    links: [
      { label: 'Search rooms', url: 'https://www.roomhopper.example/rooms' },
      { label: 'Move-in guarantee', url: 'https://www.roomhopper.example/guarantee' },
    ],
  },
  {
    slug: 'plume-insurance',
    name: 'Plume Insurance',
    category: 'insurance',
    kind: 'referral_link',
    description:
      'Health and liability insurance for international students, accepted by universities and immigration offices.',
    deal: 'First month free when you sign up through our link.',
    code: null,
    links: [
      { label: 'Get covered', url: 'https://www.plume-insurance.example/students?ref=studentcity' },
    ],
  },
  {
    slug: 'fitflex',
    name: 'FitFlex',
    category: 'fitness',
    kind: 'free_trial',
    description: 'One membership for hundreds of gyms, pools and yoga studios in your city.',
    deal: 'Two weeks free, then the student price.',
    code: null,
    links: [{ label: 'Start your trial', url: 'https://www.fitflex.example/trial' }],
  },
  {
    slug: 'streamly',
    name: 'Streamly Student',
    category: 'entertainment',
    kind: 'student_offer',
    description: 'Ad-free music and podcasts with offline listening.',
    deal: 'Half price for up to four years with a verified student status.',
    code: null,
    links: [{ label: 'Verify and subscribe', url: 'https://www.streamly.example/student' }],
  },
  {
    slug: 'lingolab',
    name: 'LingoLab',
    category: 'education',
    kind: 'discount_code',
    description: 'Small-group evening courses in German, Dutch, Spanish, Czech and Polish.',
    deal: '20% off your first course.',
    code: 'LINGO20',
    links: [
      { label: 'Find a course', url: 'https://www.lingolab.example/courses' },
      { label: 'Placement test', url: 'https://www.lingolab.example/test' },
    ],
  },
  {
    slug: 'campus-tech',
    name: 'Campus Tech Store',
    category: 'shopping',
    kind: 'student_offer',
    description: 'Laptops, tablets and accessories with a two-year warranty.',
    deal: 'Up to 10% off laptops with a valid student card.',
    code: null,
    links: [{ label: 'Student prices', url: 'https://www.campustech.example/students' }],
  },
]
