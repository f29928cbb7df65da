import type { DocSeed } from './types.js'

/** Blog guides for international students (markdown). */
export const BLOG_DOCS: DocSeed[] = [
  {
    slug: 'opening-a-bank-account',
    kind: 'blog',
    title: 'Opening a bank account as an international student',
    summary: 'Which documents you need, traditional bank or mobile bank, and how to avoid fees.',
    citySlug: null,
    body: `You will need a local bank account sooner than you think: landlords want rent paid by bank transfer, universities refund fees to an IBAN, and your first student job will pay your salary into it.

## Traditional bank or mobile bank?

Mobile banks open an account in minutes from your phone, have apps in English and usually charge no monthly fee. Traditional banks are slower and often need an appointment, but some landlords and visa offices still prefer a statement from a "real" branch bank. Many students open a mobile account in their first week and add a traditional one later if they need it.

## What you usually need

- Your passport or national ID card.
- Proof of address. In Germany and Austria this is the residence registration (Anmeldung or Meldezettel); in Spain the NIE; in Portugal the NIF.
- Your admission letter or student certificate, which unlocks student accounts without fees.
- For non-EU students on a blocked account (Sperrkonto), the confirmation from the provider.

## Avoiding fees

Check three things before you sign: the monthly fee after the student period ends, the fee for withdrawing cash at other banks' machines, and the exchange rate for payments in other currencies. If you travel to Prague, Kraków, Zürich or London, a card without foreign-currency fees saves real money.

Our partner deals include a mobile bank with a welcome bonus for students: see the banking category on the deals page.`,
  },
  {
    slug: 'finding-student-housing',
    kind: 'blog',
    title: 'Finding a room without getting scammed',
    summary: 'Where to look, what to ask and the red flags that mean walk away.',
    citySlug: null,
    body: `Housing is the hardest part of moving to Amsterdam, Dublin, München or London, and it is not easy anywhere else either. Start as soon as you have your admission letter.

## Where to look

1. **Your university's housing office and the student housing organisations** (Studierendenwerk, WOKO, DUWO and others). Cheapest option, long waiting lists: apply first, then keep looking.
2. **Verified platforms** that check landlords and hold your first payment until you move in.
3. **Flat-share sites and community groups**: the biggest choice, and the most scams.

## Questions to ask

- Can I register my address here? In Germany, the Netherlands and Austria you need the registration for almost everything else.
- Are bills, internet and heating included?
- How much is the deposit and how is it returned? In the UK it must be protected in a government scheme.
- How long is the contract, and can I sublet in the summer?

## Red flags

The landlord is abroad and will send the keys by post. The price is far below everything else in the area. You are asked to pay a deposit by money transfer before a viewing. Any one of these is enough to walk away.

If you cannot view a room in person, ask someone from our city community WhatsApp group: members often help each other with viewings.`,
  },
  {
    slug: 'anmeldung-in-munchen',
    kind: 'blog',
    title: 'Residence registration (Anmeldung) in München, step by step',
    summary: 'How to register your address in Munich within two weeks, and why you need it.',
    citySlug: 'munich',
    body: `Everyone who moves into a flat in Germany must register the address within two weeks. The registration (Anmeldung) gives you the certificate (Meldebescheinigung) you need to open a bank account, get your tax ID and sign a phone contract.

## What to bring

- Your passport or ID card.
- The landlord's confirmation (Wohnungsgeberbestätigung), signed by the landlord or the main tenant.
- The registration form (Anmeldeformular), filled in. The city website has it in English to read along.

## Booking an appointment

In München you register at one of the Bürgerbüros, for example in the Ruppertstraße or at the Orleansplatz. Appointments are booked online and disappear quickly at the start of the semester: check early in the morning, when new slots are released. Some offices accept people without an appointment early in the day, but expect a queue.

## At the appointment

It takes about ten minutes. You get the Meldebescheinigung on the spot; keep it safe. A few weeks later your tax identification number (Steuer-ID) arrives by post at the registered address, so make sure your name is on the letterbox.

## When you move again

Register again within two weeks of every move, and deregister (Abmeldung) when you leave Germany. Our München community runs a registration meetup in the orientation week: bring your documents and fill in the forms together.`,
  },
  {
    slug: 'health-insurance-for-international-students',
    kind: 'blog',
    title: 'Health insurance for international students, country by country',
    summary:
      'EHIC, public student insurance or a private plan: what universities and visa offices accept.',
    citySlug: null,
    body: `Health insurance is compulsory for students almost everywhere in Europe, and universities often ask for proof before they enrol you.

## EU students

With a European Health Insurance Card (EHIC) from your home country you are covered for necessary treatment in other EU countries, Switzerland and, within limits, the UK. In Germany an EHIC is usually accepted for enrolment; in Switzerland you apply for an exemption from the compulsory Swiss insurance.

## Non-EU students

- **Germany**: public student insurance costs roughly €140 a month; private plans are cheaper but must be accepted by your university.
- **Netherlands**: if you take a part-time job, Dutch basic insurance becomes compulsory.
- **Ireland and the UK**: the visa includes a health surcharge or requires private insurance; check your programme's rules.

## Tips

Keep a digital copy of your insurance card on your phone. Register with a general practitioner in your first month, before you are ill. And check whether your plan covers dental care and mental health support, which many basic plans do not.

Our partner deals include an insurer that specialises in international students.`,
  },
  {
    slug: 'student-discounts-you-should-claim',
    kind: 'blog',
    title: 'Student discounts you should claim in your first month',
    summary: 'Transport passes, museums, software and food: the discounts that add up.',
    citySlug: null,
    body: `Your student card is worth money. These are the discounts that save the most over a year.

## Transport

Semester tickets in Germany and Austria, the Student Leap Card in Dublin, the 18+ Student Oyster in London and the 51% student discount in Poland are the biggest single savings in this guide. Apply in your first week: some need a photo and a certificate from your university.

## Culture

Many museums are free for students or under-26s, for example on the first Sunday of the month, and theatres sell cheap last-minute tickets. In London most major museums are free for everyone.

## Software and phones

Universities usually give you an office suite, cloud storage and sometimes design software for free. Mobile providers offer student plans with more data.

## Food

University canteens (Mensa) are the cheapest hot meal in town. Apps for unsold food from bakeries and cafés save even more in the evening.

See the partner deals page for codes that work in every city where we run events.`,
  },
  {
    slug: 'surviving-your-first-week',
    kind: 'blog',
    title: 'Surviving your first week in a new city',
    summary: 'A checklist for the first seven days: paperwork, SIM card, transport, people.',
    citySlug: null,
    body: `The first week decides how fast a new city feels like home. Here is what to do, in order.

## Days 1–2: the essentials

Get a local SIM or eSIM, buy a transport pass and find the nearest supermarket and pharmacy. Book the appointments that have waiting times: address registration, bank, residence permit.

## Days 3–4: the university

Collect your student card, activate your university account and find the international office. Ask about language courses for beginners; they fill up quickly.

## Days 5–7: the people

This is what everyone forgets. Join your city's community WhatsApp group, go to the orientation week and to at least one event, even if you are tired. The friends you make in the first weeks are often the ones you keep.

## And then

Make a simple monthly budget using the costs in your city guide. Plan one trip for the first month, a day out to a lake, the mountains or the sea. Homesickness usually hits around week three: it is normal, and it passes.`,
  },
]
