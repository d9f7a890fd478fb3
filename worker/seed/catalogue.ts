/**
 * Marketplace seed catalogue: fourteen downloadable guides owned by the two demo accounts
 * ("creator" = Maya Chen, "professional" = Daniel Okafor). Each product's `chapters` array is the
 * actual content of the downloadable file. All text is original; health content is general
 * information only and repeatedly directs readers to their own clinicians.
 */

import type { ProductCategory } from "../../schema/marketplace-enums";

export interface CatalogueChapter {
  title: string;
  body: string; // 2-4 paragraphs separated by "\n\n", plain text
}

export interface CatalogueProduct {
  id: number;
  title: string;
  author: string;
  authorBio: string;
  creator: "creator" | "professional";
  description: string;
  category: ProductCategory;
  priceCents: number;
  originalPriceCents: number | null;
  tags: string[];
  featured: boolean;
  previewContent: string;
  whatYouLearn: string[];
  requirements: string[];
  estimatedTime: string;
  difficulty: "Beginner" | "Intermediate" | "Advanced";
  format: "pdf" | "epub";
  chapters: CatalogueChapter[];
}

/** Joins paragraphs into a chapter body. */
const paras = (...paragraphs: string[]): string => paragraphs.join("\n\n");

const MAYA = "Maya Chen";
const DANIEL = "Daniel Okafor";

export const CATALOGUE: CatalogueProduct[] = [
  // ---------------------------------------------------------------------------------------------
  {
    id: 1,
    title: "Managing Fatigue After a Brain Injury",
    author: MAYA,
    authorBio:
      "Maya Chen writes practical guides on recovery and caregiving, drawing on years of supporting a family member through stroke rehabilitation. Her guides are written to be used alongside professional care, never instead of it.",
    creator: "creator",
    description:
      "A short, practical workbook on living with the fatigue that often follows a stroke or other brain injury. It explains pacing, energy budgeting and rest planning in plain language, with simple exercises you can use alongside advice from your own care team.",
    category: "Health & Recovery",
    priceCents: 4700,
    originalPriceCents: null,
    tags: ["fatigue", "brain injury", "stroke recovery", "pacing", "energy management"],
    featured: false,
    previewContent:
      "Fatigue after a brain injury is not the same as ordinary tiredness. It can arrive suddenly, may not lift after a night's sleep, and is often triggered by thinking, noise or busy places as much as by physical effort. Learning to notice your early warning signs is the first step toward planning around them.",
    whatYouLearn: [
      "How fatigue after a brain injury differs from everyday tiredness",
      "How to keep a simple energy diary and spot your triggers",
      "Pacing techniques for spreading effort across the day",
      "How to plan rest that actually restores you",
      "When to raise fatigue with your doctor or rehabilitation team",
    ],
    requirements: ["No prior knowledge needed", "A notebook or a simple spreadsheet"],
    estimatedTime: "2 hours",
    difficulty: "Beginner",
    format: "pdf",
    chapters: [
      {
        title: "Understanding Fatigue After a Brain Injury",
        body: paras(
          "Many people who have had a stroke or other brain injury describe a kind of tiredness that is different from anything they felt before. It can come on quickly, feel heavy or foggy, and may not lift after a good night's sleep. It is often set off by mental effort, such as following a conversation in a noisy room, as much as by physical activity.",
          "This kind of fatigue is common, and it is a recognised part of recovery rather than a sign of laziness or lack of willpower. It can have several contributing causes, including the injury itself, disturbed sleep, low mood, pain, some medicines and the sheer effort of relearning everyday tasks. Because these can overlap, it is worth describing your fatigue to your doctor or rehabilitation team, who can check for contributors that may be treatable.",
          "This workbook does not replace that assessment. Its aim is to help you notice patterns in your own energy, so that you can plan your days with more confidence and have clearer information to share with the people treating you.",
        ),
      },
      {
        title: "Keeping an Energy Diary",
        body: paras(
          "An energy diary is a simple record of what you did, how long it took and how you felt before and afterwards. Kept for one or two weeks, it often reveals patterns that are hard to see from day to day. Perhaps a supermarket trip leaves you drained for the whole afternoon, or you think most clearly in the first few hours after waking.",
          "Use a plain notebook or a table with four columns: time, activity, energy before and energy after. Rate your energy from one to ten, and add a few words about anything that may have played a part, such as noise, screens, poor sleep or a stressful phone call. Keep the entries short; the diary should not become another tiring task.",
          "At the end of each week, look back and mark the activities that consistently cost the most energy and those that seem to restore it. These two lists become the raw material for the pacing plan in the next chapter, and they are also useful to bring to your next appointment.",
        ),
      },
      {
        title: "Pacing and the Energy Budget",
        body: paras(
          "Pacing means spreading effort across the day and the week instead of doing as much as possible when you feel well and then paying for it later. A common pattern, sometimes called boom and bust, is to push hard on a good day and then need several days to recover. Pacing aims to smooth out those peaks and troughs.",
          "Think of your energy as a daily budget. Using your diary, list your essential tasks, the tasks you would like to do and the tasks someone else could take on. Place the most demanding tasks at the time of day when you usually feel strongest, and break large jobs into smaller parts with breaks in between. Showering and dressing, for example, might become two separate steps with a seated rest between them.",
          "Expect to adjust the plan often. If a week goes badly, that is information, not failure. Any significant increase in activity, including exercise, is best discussed with your physiotherapist or doctor so that it fits safely with the rest of your recovery.",
        ),
      },
      {
        title: "Rest That Restores",
        body: paras(
          "Not all rest is equally restful. Scrolling on a phone, watching a busy television programme or chatting with visitors may feel like a break but can still demand a lot from a recovering brain. Many people find that short periods of low-stimulation rest, such as sitting quietly in a dim room, listening to calm music or lying down with eyes closed, help more than longer breaks spent on screens.",
          "Try scheduling rest before you feel exhausted rather than waiting until you have to stop. A ten or fifteen minute pause between activities can make the rest of the day more manageable. Keep an eye on daytime naps: for some people they help, while for others long naps disturb night-time sleep. Your diary will show which pattern applies to you.",
          "If fatigue is getting worse rather than slowly improving, arrives with new symptoms or is affecting your mood, contact your doctor. Sudden facial drooping, new weakness in an arm or leg, difficulty speaking or sudden confusion are emergency warning signs: call emergency services straight away.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 2,
    title: "The Hospital Discharge Checklist",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who works with small clinics and care providers. He writes clear, checklist-driven guides for patients and families finding their way through the health system.",
    creator: "professional",
    description:
      "A practical guide for patients and families preparing to leave hospital. It walks through what to ask before discharge, how to organise medicines and follow-up appointments, and how to get the home ready, with plain-language checklists you can take into conversations with the care team.",
    category: "Health & Recovery",
    priceCents: 6700,
    originalPriceCents: 9700,
    tags: ["hospital discharge", "patient advocacy", "care planning", "checklists"],
    featured: false,
    previewContent:
      "Discharge planning often starts earlier than families expect, sometimes within a day or two of admission. Asking who is coordinating the discharge, and how you can reach them, gives you a named person to bring questions to. Write that name down and keep it with the patient's paperwork.",
    whatYouLearn: [
      "Who is usually involved in planning a hospital discharge",
      "The key questions to ask before leaving hospital",
      "How to organise a medicines list and follow-up appointments",
      "How to prepare the home for a safer return",
      "What to do if something does not feel right after discharge",
    ],
    requirements: ["A notebook or folder for health paperwork", "The patient's current medicines list, if available"],
    estimatedTime: "90 minutes",
    difficulty: "Beginner",
    format: "pdf",
    chapters: [
      {
        title: "How Discharge Planning Works",
        body: paras(
          "Leaving hospital is a process rather than a single moment. Depending on the hospital and the person's needs, doctors, nurses, therapists, pharmacists and social workers or discharge coordinators may all contribute to the plan. Roles and job titles vary between hospitals and countries, so the most useful first step is simply to ask who is coordinating the discharge and how to contact them.",
          "Discharge planning often begins soon after admission. The team will consider whether the person is medically ready to leave, whether they can manage safely at home or need a period of further rehabilitation elsewhere, and what support, equipment or follow-up will be needed.",
          "Patients, and with their agreement their families, can usually ask to be involved in these conversations, and the plan tends to work better when they are. You know the home, the daily routine and the person's preferences in ways the team may not. Sharing practical details early, such as steps at the front door or a partner who cannot help with lifting, helps the team make a realistic plan.",
        ),
      },
      {
        title: "Questions to Ask Before You Leave",
        body: paras(
          "It is easy to forget questions on a busy ward, so write them down in advance and bring a notebook to any discharge conversation. Useful questions include: What is the main diagnosis, and what should we expect over the next few weeks? Which symptoms mean we should call a doctor, and which mean we should call emergency services? Who do we contact with questions once we are home?",
          "Ask about activity too. Are there any restrictions on walking, lifting, bathing, driving or returning to work, and for how long? Is any equipment needed, and who arranges it? Will a therapist or nurse visit at home, or will appointments be at a clinic?",
          "Finally, ask for written information. A discharge summary is usually sent to the person's regular doctor, and many hospitals will give the patient a copy or explain how to get one. Having the plan on paper makes it much easier to share with other family members and to check details later, when the stress of the day has passed.",
        ),
      },
      {
        title: "Medicines and Follow-Up Appointments",
        body: paras(
          "Medicines are one of the most common sources of confusion after a hospital stay. Doses may have changed, new medicines may have been started and some old ones stopped. Before leaving, ask a nurse or pharmacist to go through the list with you and compare it with what the person was taking before admission. Ask specifically whether any previous medicines should now be stopped.",
          "Write a single, up-to-date medicines list showing each medicine's name, what it is for, the dose and when it is taken. Keep one copy at home and one with the person when they go to appointments. If anything is unclear once you are home, a community pharmacist or the person's regular doctor can help; do not guess or change doses on your own.",
          "For follow-up, note every appointment that has been booked and every appointment you have been told will be booked. If a promised appointment letter has not arrived within the expected time, phone to check. Gaps in follow-up are much easier to fix early.",
        ),
      },
      {
        title: "Preparing the Home and the First Week",
        body: paras(
          "Before the day of discharge, walk through the home with the person's needs in mind. Clear trip hazards such as loose rugs and trailing cables, make sure there is a clear route to the bathroom, and consider whether a bed could be set up downstairs for the first days if stairs are difficult. An occupational therapist may be able to advise on equipment such as grab rails or a shower seat.",
          "Stock up on simple meals and basic supplies, and agree in advance who will be present on the first day and night. Many families find the first week more tiring than expected, so it helps to spread tasks between several people rather than relying on one.",
          "Keep the discharge paperwork, medicines list and contact numbers together in one folder. If the person becomes more unwell, seems newly confused, is not managing to eat or drink, or shows any symptom the team told you to watch for, contact their doctor promptly. In an emergency, call emergency services.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 3,
    title: "Pricing Your First Digital Product",
    author: MAYA,
    authorBio:
      "Maya Chen has spent several years writing and selling her own downloadable guides. She writes about the practical side of building a small, honest creator business.",
    creator: "creator",
    description:
      "A clear, step-by-step guide to setting a price for your first guide, template or course. You will learn how to think about the value your product delivers, how to compare similar offers without copying them, and how to test and adjust your price after launch without losing buyers' trust.",
    category: "Business & Entrepreneurship",
    priceCents: 9700,
    originalPriceCents: null,
    tags: ["pricing", "digital products", "creator economy", "product launch"],
    featured: false,
    previewContent:
      "Most first-time creators underprice because they compare their product with the cost of their own time rather than with its value to the buyer. A buyer is not paying for the hours you spent writing; they are paying for help with a problem. Starting from that problem changes the conversation entirely.",
    whatYouLearn: [
      "Why cost-based pricing usually undervalues digital products",
      "How to describe the outcome your product delivers",
      "How to research comparable offers without copying them",
      "When and how to use launch discounts honestly",
      "How to review and adjust your price using your own sales data",
    ],
    requirements: ["A product idea or draft you intend to sell", "A rough idea of who your buyer is"],
    estimatedTime: "2 hours",
    difficulty: "Beginner",
    format: "epub",
    chapters: [
      {
        title: "Start With the Buyer's Problem",
        body: paras(
          "Pricing becomes much easier once you stop asking what your time was worth and start asking what the product is worth to the person buying it. A guide that saves a new caregiver weeks of confusion, or helps a freelancer land their first client, can be worth far more to that person than the hours it took to write.",
          "Begin by writing one sentence that describes the problem your product solves and who has that problem. Then list what changes for the buyer after they use it: time saved, mistakes avoided, confidence gained, money earned or protected. Be honest and specific. Vague promises make pricing harder, because neither you nor the buyer can judge whether the product delivers.",
          "This exercise does not produce a number by itself, but it gives you a frame. A product that addresses a narrow, urgent and costly problem can usually carry a higher price than one that addresses a broad, mild inconvenience. Keep your sentence and your list of outcomes handy, because you will use them again when writing your sales page.",
        ),
      },
      {
        title: "Researching Comparable Offers",
        body: paras(
          "Look at what your likely buyers can already buy or get for free. Search for books, courses, templates, coaching and free resources that address the same problem, and note their price, format, length and intended audience. Aim for ten to fifteen examples so that a single outlier does not distort your view.",
          "Group your findings into tiers. There is usually a free or low-cost tier of general information, a middle tier of structured guides and workbooks, and a higher tier that includes personal support such as coaching or feedback. Decide honestly which tier your product belongs in. A short checklist should not be priced like a course with live sessions.",
          "Use this research to understand the range, not to copy a competitor's price. Your product may be more specific or better organised than what exists, which can justify a higher price within its tier. It may also be newer and less proven, which is a reason to start towards the lower end and move up as reviews arrive.",
        ),
      },
      {
        title: "Choosing a Price and a Structure",
        body: paras(
          "With your outcome statement and research in hand, pick a starting price within the range for your tier. Round, familiar price points are easier for buyers to process, and it is usually simpler to start slightly lower and raise the price than to start high and cut it.",
          "Consider whether a single product is the right structure. Some creators offer a core guide at one price and a bundle with extra templates or a recorded walkthrough at a higher one. Two clear options can help buyers choose, but more than three tends to create confusion. Each option should have a plain, visible difference in what is included.",
          "Write down the reasoning behind your price in two or three sentences. This is not for buyers; it is for you. When you later feel tempted to discount out of nerves, or when a buyer questions the price, you can return to the logic rather than reacting emotionally.",
        ),
      },
      {
        title: "Discounts, Testing and Raising Prices",
        body: paras(
          "Launch discounts can reward early supporters and give people a clear reason to buy now, but use them deliberately. Set an end date, state it openly and keep to it. Repeated or permanent sales teach your audience to wait, and showing an original price that was never genuinely charged can mislead buyers and may break consumer protection rules where you sell.",
          "Treat your first few months as a learning period. Track how many people visit your product page, how many buy and what they ask before buying. If many interested people visit but few buy, the price, the description or the fit may be off. If almost everyone who visits buys and nobody mentions the price, you may have room to raise it.",
          "When you raise a price, apply it to new buyers and keep every promise made to existing ones. Announcing an increase in advance gives people who are undecided a fair chance to buy at the current price, and it is an honest reason to get in touch with your audience.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 4,
    title: "The Stroke Recovery Roadmap",
    author: MAYA,
    authorBio:
      "Maya Chen writes practical guides on recovery and caregiving, drawing on years of supporting a family member through the first year after a stroke. Her guides are written to be used alongside professional care, never instead of it.",
    creator: "creator",
    description:
      "A condensed five-part edition of the 43 short chapters in the full Stroke Recovery Roadmap programme, covering the first year after a stroke: the early weeks, working with therapists, daily routines, setbacks and milestones. Written for survivors and families. General information only, designed to be used alongside your own medical team.",
    category: "Health & Recovery",
    priceCents: 29700,
    originalPriceCents: null,
    tags: ["stroke recovery", "rehabilitation", "caregiving", "daily routines", "goal setting"],
    featured: true,
    previewContent:
      "The first weeks after a stroke can feel like a blur of new words, new faces and uncertain news. It is normal not to take everything in the first time. Keeping a single notebook for questions, names and updates gives you and your family one place to look when things feel overwhelming.",
    whatYouLearn: [
      "What the early weeks in hospital and rehabilitation may involve",
      "How physiotherapy, occupational therapy and speech and language therapy fit together",
      "How to build a daily routine that balances practice and rest",
      "How to respond to setbacks, fatigue and changes in mood",
      "How to set and review realistic milestones with your care team",
      "Which warning signs need an emergency call",
    ],
    requirements: ["No medical background needed", "Ongoing contact with a doctor or rehabilitation team"],
    estimatedTime: "3 hours",
    difficulty: "Beginner",
    format: "pdf",
    chapters: [
      {
        title: "Part 1: The First Weeks",
        body: paras(
          "The first days and weeks after a stroke are usually spent in hospital, where the priorities are to find out what kind of stroke has happened, treat it and reduce the chance of another. Survivors and families often hear many unfamiliar terms at once. It is normal not to absorb everything, and it is reasonable to ask staff to repeat or write down explanations.",
          "Keep one notebook for the whole journey. Use it to record the names and roles of the people you meet, the questions you want to ask and the answers you receive. Bring it to every conversation with the team. Over time it becomes a record of progress that is easy to forget when you are tired or worried.",
          "Every stroke is different, and so is every recovery. Comparing progress with someone in the next bed rarely helps. Instead, ask the team three questions: what are you seeing now, what are you watching for, and what is the next step likely to be? Those questions keep the focus on the person in front of you.",
        ),
      },
      {
        title: "Part 2: Working With Your Therapy Team",
        body: paras(
          "Rehabilitation after a stroke is usually delivered by a team. Depending on the person's needs and local services, this may include physiotherapists, who work on movement, balance and walking; occupational therapists, who focus on everyday tasks such as washing, dressing and cooking; and speech and language therapists, who help with communication and swallowing. Nurses, doctors, psychologists and dietitians may also be involved.",
          "Ask each therapist what the current goals are and what practice can safely be done between sessions. Rehabilitation often depends on repetition, and much of that repetition happens outside formal therapy time. Exercises should come from the team who has assessed the person, not from general videos or guides, including this one.",
          "Be honest with the team about what is and is not working. If exercises cause pain, if instructions are hard to follow, or if the plan does not fit family life, say so. Therapists can usually adapt the approach, and they would rather know early than discover at the next review that the plan has not been possible.",
        ),
      },
      {
        title: "Part 3: Building Daily Routines at Home",
        body: paras(
          "Returning home marks a shift from a structured hospital day to a routine the household must build for itself. A predictable pattern can make recovery feel more manageable. Many families anchor the day around a few fixed points, such as getting up, meals, therapy practice, rest and bedtime, and fill in the rest flexibly.",
          "Plan the most demanding tasks, including therapy practice, for the time of day when energy tends to be highest, and build in rest before exhaustion sets in. Break tasks into smaller steps and allow extra time. Doing something slowly but independently can matter more for recovery than having it done quickly by someone else, as long as it is safe.",
          "Write the routine down and put it somewhere visible. Review it weekly with the survivor, adjusting for what felt like too much or too little. Bring it to follow-up appointments, because it gives the team a clear picture of daily life and helps them tailor their advice.",
        ),
      },
      {
        title: "Part 4: Setbacks, Fatigue and Mood",
        body: paras(
          "Recovery rarely moves in a straight line. There may be weeks of visible progress followed by weeks where nothing seems to change, or where skills seem to slip after an illness, poor sleep or a stressful event. Plateaus and difficult weeks are common and do not necessarily mean recovery has ended, but any change that worries you should be discussed with the team.",
          "Fatigue is a frequently reported difficulty after a stroke and can affect both body and mind; pacing, planned rest and realistic expectations all help. Changes in mood are also common, for survivors and for family members. Low mood, anxiety, irritability or emotional reactions that feel out of character are worth raising with a doctor, because support and treatment are available.",
          "Make sure everyone in the household knows the emergency warning signs of a stroke: sudden drooping of the face, weakness in an arm or leg, or difficulty speaking. If any of these appear, call emergency services immediately, even if the symptoms seem to pass.",
        ),
      },
      {
        title: "Part 5: Milestones and the Year Ahead",
        body: paras(
          "Milestones give shape to a long year. They can be large, such as walking to the end of the street, returning to a hobby or making a cup of tea alone, or small, such as holding a conversation without tiring or sleeping through the night. Agree goals with the therapy team so they are both meaningful and realistic, and note the date each one is reached.",
          "At key points in the year, look back through the notebook started in the first weeks. Progress that felt invisible day to day is often clear when you compare today with three or six months ago. Share these reflections with the survivor; recognising progress can help sustain motivation through slower periods.",
          "As the first year draws to a close, ask the care team about longer-term follow-up, any ongoing plan to reduce the risk of another stroke, and local groups or services that support life after stroke. Recovery and adaptation can continue well beyond the first year, and there is no single finish line.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 5,
    title: "Bookkeeping for Solo Creators",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who helps small businesses and independent professionals build simple, reliable systems. He writes practical guides on record keeping and cash flow for people who work alone.",
    creator: "professional",
    description:
      "A plain-English introduction to keeping tidy financial records when you sell digital products, services or coaching on your own. It covers separating business and personal money, categorising income and expenses, keeping receipts and running a simple monthly review, so tax time and business decisions become less stressful.",
    category: "Finance",
    priceCents: 12700,
    originalPriceCents: null,
    tags: ["bookkeeping", "small business finance", "record keeping", "creators"],
    featured: false,
    previewContent:
      "Bookkeeping is simply the habit of recording what comes in and what goes out, in a way you can understand later. You do not need accounting software on day one. You do need a consistent place to record every transaction and a regular time to look at it.",
    whatYouLearn: [
      "Why separating business and personal money matters",
      "How to set up simple income and expense categories",
      "What records and receipts to keep",
      "How to run a short monthly money review",
      "When it makes sense to bring in an accountant or bookkeeper",
    ],
    requirements: [
      "Access to your bank statements or payment platform reports",
      "A spreadsheet or bookkeeping app of your choice",
    ],
    estimatedTime: "3 hours",
    difficulty: "Beginner",
    format: "epub",
    chapters: [
      {
        title: "Separate Your Business Money",
        body: paras(
          "One of the most useful bookkeeping decisions a solo creator can make is to keep business money separate from personal money. A dedicated account, even a simple one, means every transaction on the statement is a business transaction. That makes record keeping faster, reduces the chance of missing an expense or double-counting income, and gives you a clear view of whether the business is actually making money.",
          "Route all business income into that account, including payouts from marketplaces and payment processors, and pay business expenses from it. When you want to pay yourself, transfer an amount to your personal account and record it in the way that matches how your business is set up, which an accountant can confirm.",
          "If you currently mix everything together, do not try to untangle years of history in one go. Open the separate account, choose a start date and keep things clean from that point on. Then work backwards through earlier months when you have time, or ask a bookkeeper to help.",
        ),
      },
      {
        title: "Categories and Records",
        body: paras(
          "Categories turn a long list of transactions into useful information. Keep them few and clear. For a creator selling digital products, a starting set might be: product sales, services or coaching income, platform and payment fees, software and subscriptions, equipment, advertising, professional fees and other expenses. Your accountant or local tax authority may suggest categories that match the forms you will eventually complete, which saves work later.",
          "Record each transaction with the date, amount, the other party, the category and a short note if the purpose is not obvious. Many banks and bookkeeping apps can import transactions automatically, leaving you only to confirm the category.",
          "Keep evidence for every expense: a receipt, invoice or confirmation email. Store digital copies in folders organised by year and month, and name files consistently, for example with the date and supplier. Record-keeping rules and retention periods vary by country, so check the requirements that apply to you rather than relying on a general rule of thumb.",
        ),
      },
      {
        title: "The Monthly Money Review",
        body: paras(
          "A short, regular review stops bookkeeping from piling up. Set aside half an hour at the start of each month. Import or enter last month's transactions, check that each has a category and a matching receipt, and reconcile your records with the bank balance so you know nothing is missing.",
          "Then step back and look at the numbers. How much came in, and from which products or services? What did the business spend, and were any costs unexpected? Are there subscriptions you no longer use? Comparing with the previous month, and later with the same month last year, shows trends that are easy to miss day to day.",
          "Finally, set money aside for tax. Many self-employed people move a proportion of each month's profit into a separate savings account to cover future tax bills. The right proportion depends on your income, location and circumstances, so use an accountant's advice or your tax authority's guidance to choose a sensible figure.",
        ),
      },
      {
        title: "Working With an Accountant",
        body: paras(
          "You can do a great deal of your own bookkeeping, but there are points where professional help is good value. An accountant can advise on how to structure your business, which expenses are allowable, whether you need to register for sales taxes and how to prepare your annual returns. A bookkeeper can take over routine recording if it is eating into time better spent on your work.",
          "To get the most from a professional, arrive organised. Bring your categorised records, your receipts, your bank statements and a list of questions. The cleaner your records, the less time the professional spends sorting them, which usually lowers the bill.",
          "Ask about fees up front and what they include. Some professionals charge a fixed annual fee for a defined set of services, others charge by the hour. Either can work; what matters is knowing in advance. Even if you keep doing the books yourself, a one-off review in your first year can catch mistakes before they become habits.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 6,
    title: "The Caregiver's Companion",
    author: MAYA,
    authorBio:
      "Maya Chen writes practical guides on recovery and caregiving, drawing on years of caring for a family member at home after a stroke. She focuses on the day-to-day details that families are rarely told about.",
    creator: "creator",
    description:
      "Practical, compassionate help for families caring for a stroke survivor at home. It covers setting up the home, organising daily care and medicines, communicating when speech is affected, working with professionals and protecting your own health as a caregiver. General guidance to sit alongside advice from the survivor's care team.",
    category: "Health & Recovery",
    priceCents: 19700,
    originalPriceCents: 24700,
    tags: ["caregiving", "stroke recovery", "family support", "home care", "carer wellbeing"],
    featured: true,
    previewContent:
      "No one trains for the role of family caregiver, yet many people step into it overnight. You do not need to know everything on the first day. You need a way to organise information, a few people you can call on, and permission to look after yourself as well.",
    whatYouLearn: [
      "How to set up a safer, more practical home environment",
      "How to organise care tasks, appointments and medicines",
      "Ways to support communication when speech or understanding is affected",
      "How to work effectively with doctors, therapists and support services",
      "How to recognise caregiver strain and where to look for support",
    ],
    requirements: ["No prior caregiving experience needed", "Contact details for the survivor's doctor or care team"],
    estimatedTime: "3 hours",
    difficulty: "Beginner",
    format: "pdf",
    chapters: [
      {
        title: "Setting Up the Home",
        body: paras(
          "The home often needs some changes before or soon after a stroke survivor returns. Start with safety and access. Remove loose rugs and clutter from walkways, improve lighting in hallways and bathrooms, and make sure frequently used items are within easy reach. Consider whether the person can manage stairs, and whether a temporary bedroom on the ground floor would make the first weeks easier.",
          "An occupational therapist is the best person to advise on equipment such as grab rails, raised toilet seats, shower chairs or bed rails, and on how to use them safely. Ask the hospital or community team whether a home assessment is available before buying equipment yourself; some items may be provided or loaned.",
          "Involve the survivor in decisions wherever possible. It is their home, and changes that respect their habits and preferences are more likely to be used. Aim for an environment that supports independence rather than one where everything is done for them.",
        ),
      },
      {
        title: "Organising Daily Care",
        body: paras(
          "Caring involves many moving parts: personal care, meals, medicines, appointments, exercises, paperwork and household tasks. Writing them down turns a cloud of worries into a list that can be shared. A weekly planner on the fridge, or a shared digital calendar, helps everyone see what is happening and who is responsible.",
          "Keep a single, up-to-date medicines list with the name, purpose, dose and timing of each medicine, and ask the pharmacist whether a pill organiser or pharmacy-filled packs would help. Never change doses or stop medicines without speaking to a doctor or pharmacist. Keep a health folder with the medicines list, discharge letters, appointment letters and key phone numbers.",
          "When friends and relatives offer to help, be specific. Could you cover Tuesday afternoons so I can go out? Could you drive us to the clinic on the fourteenth? Requests like these are easier to say yes to than a general plea. Keep a list of tasks others could take on, ready for the next time someone asks what they can do.",
        ),
      },
      {
        title: "Communication and Connection",
        body: paras(
          "A stroke can affect how a person speaks, understands, reads or writes. The term aphasia is often used for these language difficulties, and the speech and language therapist is the best source of advice for each individual. There are, however, some general approaches many families find helpful.",
          "Reduce background noise and face the person when you talk. Use short, clear sentences and allow plenty of time for a reply, without finishing their sentences unless they want you to. Gestures, pictures, written key words and yes or no questions can all support a conversation. Check understanding gently rather than assuming.",
          "Difficulty with language is not the same as reduced intelligence. Include the survivor in conversations and decisions, speak to them rather than about them, and keep adult topics and humour in your exchanges. Frustration is common on both sides, and taking a short break and returning to a conversation later is often better than pushing on.",
        ),
      },
      {
        title: "Working With Professionals",
        body: paras(
          "Caregivers often become the link between the survivor and a wide range of professionals. Keep a contact sheet listing each person's name, role, phone number and what they are responsible for. When you call with a question, note the date, who you spoke to and what was agreed.",
          "Before appointments, agree with the survivor what they want to ask and write the questions down. If they have communication difficulties, ask whether a longer appointment can be booked. Afterwards, write a short summary of what was said so that others in the family can be kept informed.",
          "It is reasonable to ask for explanations in plain language, to request written information and to ask what support is available locally. Many areas have stroke support services, carers' organisations and practical or financial help for caregivers, but you may need to ask directly. If you are unhappy with an aspect of care, raise it first with the person involved, then ask how to use the formal feedback or complaints process if needed.",
        ),
      },
      {
        title: "Looking After Yourself",
        body: paras(
          "Caring for someone after a stroke can be physically demanding and emotionally draining, particularly in the first months. Exhaustion, worry, grief for the life you had before and even resentment are common feelings among caregivers, and having them does not make you a bad carer.",
          "Protect a small amount of time each week that is yours, even if it is short. Stay in touch with at least one friend who asks how you are, not only how the survivor is doing. Keep your own health appointments and look after your sleep and meals; your wellbeing directly affects your ability to keep caring.",
          "Watch for signs that you are becoming overwhelmed, such as constant tiredness, feeling low or hopeless, losing your temper more often or neglecting your own health. If you notice them, talk to your own doctor and ask about carers' assessments, respite options and local carers' organisations. Asking for help is part of caring well, not a sign of failure.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 7,
    title: "From Recovery to Revenue",
    author: MAYA,
    authorBio:
      "Maya Chen turned her experience of family caregiving after a stroke into a small business of guides and workshops. She writes about building a creator business on lived experience with care and integrity.",
    creator: "creator",
    description:
      "A practical guide to turning hard-won lived experience into a sustainable business through guides, courses and coaching. It covers finding the part of your story others need, shaping it into a clear offer, setting ethical boundaries around health topics, and building a simple path from a first product to repeat income.",
    category: "Business & Entrepreneurship",
    priceCents: 39700,
    originalPriceCents: null,
    tags: ["lived experience", "digital products", "online courses", "coaching", "creator business"],
    featured: true,
    previewContent:
      "Your experience becomes valuable to others when it is organised around their problem, not around your story. A buyer in the middle of a difficult situation wants to know what to do next. The craft is using your experience to answer that question clearly.",
    whatYouLearn: [
      "How to identify the parts of your experience others want to learn from",
      "How to choose between a guide, a course and coaching as a first offer",
      "How to stay within ethical and professional boundaries on health topics",
      "How to structure a simple product ladder from free content to premium support",
      "How to gather feedback and testimonials honestly",
    ],
    requirements: [
      "A personal or professional experience you want to share",
      "A few hours a week to work on your first offer",
      "Basic comfort with writing or recording video",
    ],
    estimatedTime: "6 weeks",
    difficulty: "Intermediate",
    format: "pdf",
    chapters: [
      {
        title: "Finding the Part of Your Story Others Need",
        body: paras(
          "Lived experience is valuable, but buyers rarely want the whole story. They want the parts that help with a problem they face right now. Start by writing down the hardest stages of your experience and, for each one, what you wish someone had told you at the time. Those gaps are the raw material of a useful product.",
          "Next, picture one specific person at one of those stages. What are they searching for late at night? What are they afraid of getting wrong? Which decisions are they trying to make? The clearer this picture, the easier it becomes to decide what to include and, just as importantly, what to leave out.",
          "Test the idea before building anything large. Talk to people in that situation, answer questions in communities where they gather, or publish a short free article and see what responses it attracts. The questions people ask you again and again are a strong signal of what they would value in a structured product.",
        ),
      },
      {
        title: "Choosing Your First Offer: Guide, Course or Coaching",
        body: paras(
          "The three most common first offers are a written guide, a course and coaching. A guide is the simplest to create and scales well, because each additional sale costs you little extra time. It suits knowledge that can be explained in a clear sequence, such as checklists, routines or step-by-step processes.",
          "A course adds structure and often video, exercises or a community. It takes longer to build and maintain, and works best when learners need to practise skills over time. Coaching is personal and can command a higher price per person, but it is limited by your hours and energy, and it needs clear agreements about scope.",
          "Many creators start with a guide, because writing it forces them to organise what they know and reveals what buyers want more of. Questions from guide buyers can then shape a course, and people who need individual support may become coaching clients. Choose the format that fits your energy and circumstances now, not the one that sounds most impressive.",
        ),
      },
      {
        title: "Ethics, Boundaries and Health Topics",
        body: paras(
          "Sharing lived experience of illness, disability or recovery carries particular responsibilities. Your experience is real and valuable, but it is one experience. Be clear in your products about what you are and are not. Unless you hold the relevant qualification, do not diagnose, prescribe, recommend changes to medication or suggest that your approach replaces professional care.",
          "Use plain disclaimers, but do not rely on them alone; the content itself should be careful. Encourage buyers to discuss health decisions with their clinicians. Avoid promises about outcomes, especially recovery timelines, because every person's situation is different. If you refer to research, cite it accurately and do not overstate what it shows.",
          "Set boundaries for your own wellbeing too. Decide in advance how much of your story you are willing to share publicly, how quickly you will reply to messages, and what you will do if a buyer tells you they are in crisis. Keeping a list of emergency and support services to point people towards is responsible, and it protects you as well.",
        ),
      },
      {
        title: "Building a Product Ladder",
        body: paras(
          "A product ladder is a small set of offers at increasing levels of depth and price. At the bottom is free content, such as articles, social posts or a newsletter, that helps people and lets them get to know you. Next comes an entry product, often a focused guide at a modest price. Above that sits a fuller offer, such as a comprehensive guide or course, and at the top, personal support such as coaching or small-group programmes.",
          "The ladder works when each step leads naturally to the next. Someone who found your free article useful may buy the entry guide; someone who finished the guide and wants help applying it may join the course. Each product should be complete in itself, not a teaser that withholds the essentials to force an upsell.",
          "Do not build every rung at once. Start with free content and one paid product, and add the next rung only when buyers ask for more. That way you are building from demand rather than guesswork.",
        ),
      },
      {
        title: "Feedback, Testimonials and Growth",
        body: paras(
          "Feedback is the engine of a sustainable creator business. Once a buyer has had time to use your product, ask a few short questions: what was most useful, what was missing, and what would they tell a friend about it? Read the answers carefully; they will guide your next revision and your next product.",
          "Testimonials are persuasive, so they must be genuine. Ask permission before quoting anyone, use their words rather than rewriting them, and never invent or embellish quotes. For health-related products, avoid testimonials that imply a guaranteed medical outcome, even when the buyer's experience was positive.",
          "Growth rarely comes from a single launch. It comes from steady improvement: updating products as you learn, being consistently helpful where your audience gathers, and looking after the people who have already bought from you. Track a few simple numbers each month, such as sales, refunds and the most common questions, and let them guide where you spend your time.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 8,
    title: "Getting the Most from Medical Appointments",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who works with small clinics and care providers. He writes clear, checklist-driven guides for patients and families finding their way through the health system.",
    creator: "professional",
    description:
      "A short guide to preparing for, taking part in and following up on medical appointments. It shows how to prioritise questions, describe symptoms clearly, check you have understood what you were told and keep useful records, so limited appointment time is spent on what matters most to you.",
    category: "Health & Recovery",
    priceCents: 5700,
    originalPriceCents: null,
    tags: ["patient advocacy", "medical appointments", "health literacy", "chronic conditions"],
    featured: false,
    previewContent:
      "Appointments are often shorter than we would like, so preparation matters. Before you go, choose the two or three questions that matter most and put them at the top of your list. If time runs short, you will still have covered what you most needed to know.",
    whatYouLearn: [
      "How to prioritise your questions before an appointment",
      "How to describe symptoms in a clear, useful way",
      "Techniques for checking you have understood what you were told",
      "How to keep simple health records between appointments",
      "What to do when you need more information after you leave",
    ],
    requirements: ["No prior knowledge needed"],
    estimatedTime: "1 hour",
    difficulty: "Beginner",
    format: "epub",
    chapters: [
      {
        title: "Before the Appointment",
        body: paras(
          "Good appointments usually start a few days before you walk in. Write down the main reason for the visit in one sentence, then list your questions and put them in order of importance. Appointments are often short, so the first two or three questions should be the ones you most need answered.",
          "Gather the information the clinician is likely to need: a current list of medicines, including anything bought without a prescription and any supplements; relevant test results or letters from other services; and notes on any symptoms you have been tracking. Check whether you need to prepare in a particular way, such as fasting before a blood test.",
          "Consider bringing someone with you, particularly if the appointment is about an important diagnosis or decision. A second person can take notes, remember details and ask questions you might forget. If you would like someone to attend, or you need an interpreter or other support, it is usually best to tell the clinic in advance.",
        ),
      },
      {
        title: "Describing Symptoms Clearly",
        body: paras(
          "A clear description of symptoms helps the clinician make sense of what is happening. Useful details include when the symptom started, whether it is constant or comes and goes, where it is, what it feels like, how severe it is and what makes it better or worse. Mention anything that tends to happen at the same time, and how the symptom affects daily life, work or sleep.",
          "If a symptom comes and goes, a simple diary kept for a week or two can be more accurate than memory. Note the date, the time, what you were doing and how long it lasted. A photo or short video can also help if the symptom is visible and may not be present on the day.",
          "Be honest and complete, even about things that feel embarrassing or unimportant. Clinicians hear about all kinds of symptoms, and a detail you are tempted to leave out may be the one that matters. If you have a particular worry, such as a specific condition, say so directly so that it can be addressed.",
        ),
      },
      {
        title: "During the Appointment",
        body: paras(
          "Start by stating the main reason for your visit and mentioning that you have a short list of questions. This helps the clinician plan the time. Take notes, or ask your companion to, and do not hesitate to ask for a word or term to be written down.",
          "Before the appointment ends, check your understanding. One useful approach is to summarise what you heard in your own words, for example: so the plan is to try this medicine for a month and come back if things are not better, is that right? This gives the clinician a chance to correct any misunderstanding.",
          "If a decision needs to be made about tests or treatment, it is reasonable to ask what the options are, what the possible benefits and risks of each might be, and what would happen if you waited. You can also ask whether you have time to think before deciding, and where to find reliable written information.",
        ),
      },
      {
        title: "After You Leave",
        body: paras(
          "After the appointment, take a few minutes to write a short summary while it is fresh: what was discussed, what was decided, any changes to medicines and what happens next. Add any follow-up appointments or tests to your calendar, noting who is responsible for arranging them.",
          "Keep these summaries in one place, along with letters and results. Over time they become a personal health record that is useful at future appointments, especially if you see several different clinicians. Many health services also offer patient portals where you can view results and letters.",
          "If you get home and realise you did not understand something, or a new question comes up, contact the practice or clinic. Depending on the service, a nurse, pharmacist or the clinician's team may be able to help. If your symptoms change or get worse before your next appointment, do not wait: seek advice, and in an emergency call emergency services.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 9,
    title: "Money Matters After a Health Crisis",
    author: MAYA,
    authorBio:
      "Maya Chen writes practical guides for families living through illness and recovery. She learned the financial side the hard way while caring for a family member and now shares the systems that helped.",
    creator: "creator",
    description:
      "A steady, practical guide to managing household money when illness or injury disrupts income. It covers taking stock quickly, prioritising essential bills, talking to lenders, finding out what support may be available and rebuilding a budget around the new reality. General information, not individual financial advice.",
    category: "Finance",
    priceCents: 8700,
    originalPriceCents: 12700,
    tags: ["personal finance", "budgeting", "health crisis", "caregiving", "income disruption"],
    featured: false,
    previewContent:
      "When a health crisis hits, money worries often arrive at the same time as everything else. The first step is not to solve everything but to see clearly. A single page listing what comes in, what must go out and what is due soon can turn a fog of worry into a set of decisions.",
    whatYouLearn: [
      "How to take a quick snapshot of household income, bills and debts",
      "How to prioritise essential payments when money is tight",
      "How to approach lenders and service providers about difficulties",
      "Where to look for benefits, grants and free advice",
      "How to rebuild a realistic budget for the months ahead",
    ],
    requirements: ["Access to recent bank statements and bills", "A notebook or spreadsheet"],
    estimatedTime: "2 hours",
    difficulty: "Beginner",
    format: "pdf",
    chapters: [
      {
        title: "Taking Stock",
        body: paras(
          "A health crisis can change household finances almost overnight. Income may drop if someone cannot work or reduces their hours to care, while costs such as travel to appointments, parking, equipment or home adaptations may rise. In the middle of all this, it is easy for bills and letters to pile up unopened.",
          "Start with a simple snapshot. On one page, list all regular income, including wages, sick pay, benefits and any other sources, and note which are likely to change. Then list essential outgoings: housing, energy, water, food, insurance, transport and minimum debt payments. Finally, list any bills due in the next four to six weeks.",
          "Check any insurance policies you hold, such as income protection or critical illness cover, and any benefits provided through an employer. Policies differ widely, so read the terms or call the provider to ask whether you may be able to claim and what evidence they need. Knowing where you stand, even if the picture is difficult, is the foundation for every decision that follows.",
        ),
      },
      {
        title: "Prioritising Bills and Talking to Lenders",
        body: paras(
          "When money is tight, not all bills carry the same consequences. Generally, the most urgent are payments where falling behind could lead to losing your home, having essential services cut off or facing legal action, such as rent or mortgage, energy and local taxes. Credit cards and personal loans still matter, but the consequences of arrears are usually less immediate. Exact priorities depend on where you live, which is one reason free debt advice is so valuable.",
          "If you expect to miss a payment, contact the lender or provider before it happens. Explain the situation briefly and ask what options they offer to people in financial difficulty, such as payment breaks, reduced payments or a different payment date. Make notes of each call and ask for any agreement in writing.",
          "Be cautious about borrowing to cover essentials, particularly high-cost short-term loans, which can make things harder later. Speak to a free, independent debt advice service before taking on new credit.",
        ),
      },
      {
        title: "Finding Support and Advice",
        body: paras(
          "Many people are unaware of support they may be entitled to. Depending on where you live, this might include sickness or disability benefits, payments for carers, help with housing costs, grants from charities linked to a particular condition, hardship schemes run by utility companies, and support through an employer. Eligibility rules vary widely and change over time.",
          "The most efficient route is usually a free, independent advice service, such as a publicly funded advice centre, a debt charity, or a welfare rights adviser attached to a hospital or charity. They can check what you may be able to claim and help with applications. Be wary of paid services offering to do this for a fee when free help is available.",
          "Keep copies of everything you send and receive, and note the dates of calls and who you spoke to. Applications can take time, and decisions are sometimes wrong; good records make it easier to ask for a review or appeal if you need to.",
        ),
      },
      {
        title: "Rebuilding the Budget",
        body: paras(
          "Once the immediate pressure is under control, build a budget for the new situation rather than the old one. Use your snapshot as a starting point, updating income and outgoings with what you now know. Include the new costs that come with illness or caring, such as travel, prescription charges where they apply, or extra heating if someone is at home all day.",
          "If outgoings exceed income, look first at costs that can be reduced without harm: unused subscriptions, insurance that could be renegotiated, or tariffs that could be switched. Then, ideally with an adviser, consider larger changes. Avoid decisions that are hard to reverse, such as drawing on pension savings early, without independent advice.",
          "Review the budget monthly for the first few months, because circumstances often keep changing during recovery. As things settle, aim to rebuild a small emergency fund, even a modest one, so that the next unexpected cost is less of a shock.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 10,
    title: "Client Onboarding for Solo Consultants",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who designs workflows for independent professionals and small practices. He writes about the systems that make a one-person business feel calm and professional.",
    creator: "professional",
    description:
      "A systems-focused guide to welcoming new clients smoothly when you run a consulting or service business alone. It covers the path from signed proposal to first meeting, welcome messages, intake questionnaires, setting expectations on communication and scope, and turning the whole process into a reusable checklist.",
    category: "Business & Entrepreneurship",
    priceCents: 14700,
    originalPriceCents: null,
    tags: ["client onboarding", "consulting", "business systems", "client experience"],
    featured: false,
    previewContent:
      "Onboarding is the period between a client saying yes and real work beginning, and it sets the tone for the whole engagement. A client who knows what happens next, when to expect it and how to reach you starts the project with confidence rather than uncertainty.",
    whatYouLearn: [
      "The key stages of a simple onboarding process",
      "What to include in a welcome message",
      "How to design an intake questionnaire that saves meeting time",
      "How to set clear expectations on scope, communication and payment",
      "How to turn your process into a repeatable checklist and templates",
    ],
    requirements: ["An existing or planned consulting or service offer", "An email account and a document tool"],
    estimatedTime: "4 hours",
    difficulty: "Intermediate",
    format: "epub",
    chapters: [
      {
        title: "Mapping Your Onboarding Journey",
        body: paras(
          "Onboarding covers everything that happens between a client agreeing to work with you and the real work getting under way. For a solo consultant it is often handled from memory, which means steps get missed when you are busy. Mapping it out once makes it consistent and far less stressful.",
          "Write down every step from the moment a proposal is accepted: sending the contract, receiving the signature, issuing the first invoice, confirming payment, sending a welcome message, gathering information, booking a kickoff meeting and setting up shared folders or tools. Note who does each step, how long it usually takes and what can go wrong.",
          "Look for points where clients tend to get stuck or where you find yourself repeating explanations. These are your best opportunities for improvement. A client asking what happens now is a sign that a step needs clearer communication. Aim for a journey in which the client always knows the next step and roughly when it will happen.",
        ),
      },
      {
        title: "The Welcome Message and Setting Expectations",
        body: paras(
          "The welcome message is the client's first experience of working with you, so make it clear and calm. In a single email or short document, thank the client, summarise what you agreed to do, list the next two or three steps with dates, and explain how and when to contact you. Attach or link anything they need to complete, such as a questionnaire.",
          "Use the same message to set expectations. State your working hours and typical response time, which channels you use for which kind of request, and how changes to scope will be handled. Spelling this out early prevents many of the misunderstandings that strain client relationships later.",
          "Restate payment terms and what happens if an invoice is late, in a neutral, matter-of-fact tone. These details belong in your contract too, but repeating them in plain language shows that you take them seriously and treats the client as a professional partner.",
        ),
      },
      {
        title: "Intake Questionnaires and Kickoff Meetings",
        body: paras(
          "An intake questionnaire gathers background information before the first meeting, so that meeting time can be spent on discussion rather than basic facts. Ask only for what you will genuinely use: the client's goals, constraints, key contacts, relevant documents and deadlines. Keep it short; a long form on day one can feel like homework.",
          "Review the answers before the kickoff meeting and prepare a simple agenda. A useful structure is to confirm goals and how success will be judged, review the plan and timeline, agree how you will work together, and identify risks or open questions. Send the agenda in advance so the client can prepare.",
          "After the meeting, send a brief written summary of what was agreed and the immediate next actions, each with an owner and a date. This summary becomes a reference point for the whole engagement and is especially helpful if new people join the client's side later.",
        ),
      },
      {
        title: "Turning It Into a System",
        body: paras(
          "Once your onboarding steps work well, capture them so they run the same way every time. Create a checklist that lists each step in order, with space to tick off completion and note dates. Keep templates for the welcome message, questionnaire, kickoff agenda and meeting summary, and store them where you can find them quickly.",
          "Automate only what is stable. Scheduling links, e-signature tools and automatic invoice reminders can save time, but automating a messy process just produces mess faster. Use the checklist and templates with a few clients first, then decide which steps are worth automating.",
          "Review the process every few months, and after any engagement that started badly. Ask recent clients what was clear and what was confusing during their first weeks. Small adjustments, such as moving a step earlier or rewording an instruction, can noticeably improve how new clients experience working with you.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 11,
    title: "Writing Guides People Actually Finish",
    author: MAYA,
    authorBio:
      "Maya Chen has written and sold a range of practical downloadable guides. She teaches creators how to turn what they know into clear, usable writing.",
    creator: "creator",
    description:
      "A practical writing guide for creators turning their knowledge into downloadable guides. It shows how to define a clear promise, outline in small steps, write in plain language, format for easy reading on any screen and revise with real readers, so buyers reach the end and get the result they paid for.",
    category: "Business & Entrepreneurship",
    priceCents: 7700,
    originalPriceCents: null,
    tags: ["writing", "instructional design", "digital products", "content creation"],
    featured: false,
    previewContent:
      "A guide is finished when the reader can do something they could not do before, not when you run out of things to say. Begin with that outcome and work backwards. Every chapter should earn its place by moving the reader one step closer.",
    whatYouLearn: [
      "How to define a clear, specific promise for your guide",
      "How to outline in small, logical steps",
      "Plain-language techniques that make instructions easy to follow",
      "Formatting choices that help readers on phones, tablets and paper",
      "How to revise using feedback from real readers",
    ],
    requirements: ["A topic you know well", "A word processor or writing app"],
    estimatedTime: "3 hours",
    difficulty: "Beginner",
    format: "epub",
    chapters: [
      {
        title: "Start With the Promise",
        body: paras(
          "Many guides go unfinished because they try to do too much. Before writing anything, define the promise of your guide in one sentence: who it is for and what they will be able to do by the end. A new caregiver will be able to set up a safe, organised home in the first week is a promise. Everything about caregiving is not.",
          "A specific promise helps you decide what belongs in the guide. When you are unsure whether to include a section, ask whether it moves the reader toward the promise. If it does not, it may belong in a different product, a blog post or nowhere at all.",
          "The promise also sets the reader's expectations. Put it near the start of the guide and in your product description, so buyers know exactly what they are getting. A guide that fully delivers on a modest promise earns more trust, and more repeat buyers, than one that partly delivers on a grand one.",
        ),
      },
      {
        title: "Outlining in Small Steps",
        body: paras(
          "With the promise defined, list the steps a reader needs to take to get from where they are now to the outcome. Write each step as an action, such as choose your categories or book the kickoff meeting, rather than as a topic. Actions keep the guide practical and make progress visible.",
          "Group the steps into chapters of similar weight. A useful test is whether a reader could complete one chapter in a single sitting. Very long chapters are where readers tend to stop, so split them where there is a natural pause. Three to seven chapters is a comfortable range for many short guides.",
          "Before writing in full, draft one or two sentences under each chapter heading describing what it covers and what the reader will do. Share this outline with a few people from your target audience. It is far easier to move, merge or cut chapters at this stage than after thousands of words have been written.",
        ),
      },
      {
        title: "Writing in Plain Language",
        body: paras(
          "Plain language is not simplistic; it is considerate. Use short sentences and familiar words, and explain any specialist term the first time it appears. Write directly to the reader as you, and use the active voice so it is clear who does what: send the invoice, rather than the invoice should be sent.",
          "Put the most important information first in each section. Readers skim, especially on phones, and many will read only the first sentence of a paragraph before deciding whether to continue. Give instructions in the order they should be carried out, and number them when order matters.",
          "Use examples generously. A short, realistic example often explains an idea better than another paragraph of description. Where your topic touches on health, money or legal matters, separate general information from individual advice, and tell readers when they should consult a qualified professional.",
        ),
      },
      {
        title: "Formatting and Revision",
        body: paras(
          "Good formatting makes a guide feel lighter. Use clear headings, short paragraphs and plenty of white space. Bulleted lists suit items that can be done in any order; numbered lists suit steps that cannot. Choose a readable font size and check the file on a phone as well as a computer, because many buyers will open it there first.",
          "Once the draft is complete, set it aside for a few days, then read it aloud. Reading aloud exposes long sentences, repeated words and missing steps. Cut anything that does not serve the promise, even if you enjoyed writing it.",
          "Finally, test the guide with two or three readers from your audience. Ask them to follow it and note where they got stuck, confused or bored, rather than simply asking whether they liked it. Revise those places first. After launch, keep listening: buyer questions are the best guide to your next revision.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 12,
    title: "Cash Flow on Irregular Income",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who helps small businesses and independent professionals build simple, reliable systems. He writes practical guides on record keeping and cash flow for people who work alone.",
    creator: "professional",
    description:
      "A practical framework for freelancers, consultants and creators whose income varies from month to month. It explains how to find your baseline spending, pay yourself a steady amount from a holding account, build a buffer for lean months and plan ahead for tax and large irregular costs.",
    category: "Finance",
    priceCents: 5900,
    originalPriceCents: null,
    tags: ["cash flow", "freelancing", "budgeting", "irregular income", "emergency fund"],
    featured: false,
    previewContent:
      "When income arrives unevenly, the goal is to make your spending feel steady even though your earnings are not. The simplest way to do that is to separate the money you earn from the money you live on, with a holding account in between.",
    whatYouLearn: [
      "How to calculate your baseline monthly spending",
      "How a holding account smooths out irregular income",
      "How to set a sustainable monthly pay for yourself",
      "How to build a buffer for lean months",
      "How to plan for tax and large irregular expenses",
    ],
    requirements: ["Several months of bank statements", "A spreadsheet or budgeting app"],
    estimatedTime: "2 hours",
    difficulty: "Intermediate",
    format: "pdf",
    chapters: [
      {
        title: "Know Your Baseline",
        body: paras(
          "Before you can smooth irregular income, you need to know what you actually need to live on. Go through the last three to six months of bank statements and total your essential spending each month: housing, utilities, food, transport, insurance, minimum debt payments and other costs you cannot easily cut. Average these to find your baseline.",
          "Next, list your flexible spending, such as eating out, subscriptions, hobbies and travel. This is the area you can adjust in lean months. Finally, note irregular but predictable costs, such as annual insurance premiums, vehicle servicing or professional memberships, and divide each by twelve to get a monthly equivalent.",
          "Your baseline plus the monthly equivalent of irregular costs is the minimum your business needs to pay you each month. Knowing this number reduces anxiety, because you can see exactly how much a slow month really threatens, and it is the basis for setting your own pay in the next chapter.",
        ),
      },
      {
        title: "The Holding Account Method",
        body: paras(
          "The holding account method separates earning from spending. All business income goes first into a dedicated holding account. Once a month, on the same date, you transfer a fixed amount from that account to your personal account as your pay. Your personal spending is then based on a predictable figure, regardless of how much came in that month.",
          "To choose your monthly pay, compare your baseline with your average income over recent months after business costs and money set aside for tax. Set your pay at a level the business can sustain in an average month, not a good one. If your baseline is higher than that figure, you have found an important problem to address, either by increasing income or reducing costs.",
          "In good months, the surplus stays in the holding account. In lean months, the holding account covers the gap. Over time this turns unpredictable earnings into a steady personal income, which makes household budgeting and planning far simpler.",
        ),
      },
      {
        title: "Building a Buffer",
        body: paras(
          "The holding account only works if it has a cushion. Aim to build a buffer that covers several months of your pay, kept separate from money set aside for tax. The right size depends on how variable your income is, how long your slow periods tend to last and whether anyone else in the household has a steady income.",
          "Build the buffer gradually. Until it reaches your target, consider paying yourself slightly less than your sustainable amount and leaving the difference in the holding account. An unusually large project is an opportunity to add to the buffer rather than to increase spending straight away.",
          "If the buffer shrinks during a lean spell, treat it as a signal rather than a crisis. Review your pipeline of work, see which flexible costs can pause, and consider whether your monthly pay needs adjusting. The buffer exists to buy you time to make these decisions calmly.",
        ),
      },
      {
        title: "Planning for Tax and Irregular Costs",
        body: paras(
          "Tax is one of the largest irregular costs for self-employed people, and it often arrives as a lump sum. Each time income lands in your holding account, move a percentage into a separate tax account and leave it untouched. The appropriate percentage depends on your country, income and business structure; an accountant or your tax authority's guidance can help you set it.",
          "Treat other large irregular costs the same way. Using the monthly equivalents you calculated earlier, transfer a set amount each month into a separate fund for annual insurance, equipment replacement, professional fees and similar expenses. When the bill arrives, the money is already there.",
          "Review the whole system every quarter. Check that your tax set-aside is on track, that your buffer is growing or stable, and that your monthly pay still matches reality. Small, regular adjustments are easier than a large correction after a difficult year.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 13,
    title: "The Small Practice Operations Playbook",
    author: DANIEL,
    authorBio:
      "Daniel Okafor is an operations consultant who works with small clinics, consultancies and agencies. He helps owners replace ad hoc habits with simple, documented systems their teams can rely on.",
    creator: "professional",
    description:
      "A detailed playbook for owners and managers of small professional practices, such as therapy clinics, consultancies and agencies. It shows how to map core workflows, write procedures people actually use, delegate with clear ownership, track a few meaningful measures and introduce change without overwhelming the team.",
    category: "Business & Entrepreneurship",
    priceCents: 49700,
    originalPriceCents: 59700,
    tags: ["operations", "small practice", "standard operating procedures", "team management", "business systems"],
    featured: false,
    previewContent:
      "Most small practices run on the knowledge in a few people's heads. That works until someone is ill, leaves or simply gets too busy. Writing down how key tasks are done is not bureaucracy; it is how a practice protects its quality and its people.",
    whatYouLearn: [
      "How to map the core workflows of a small practice",
      "How to write standard operating procedures that stay current",
      "How to delegate tasks with clear ownership and standards",
      "How to choose a small set of operational measures",
      "How to run a monthly operations review",
      "How to introduce new systems without overwhelming your team",
    ],
    requirements: ["You own or manage a small practice or team", "Regular time set aside for operational work"],
    estimatedTime: "2 weeks",
    difficulty: "Advanced",
    format: "pdf",
    chapters: [
      {
        title: "Mapping Core Workflows",
        body: paras(
          "Every practice has a handful of workflows that determine how well it runs: how enquiries from new clients are handled and booked, how appointments or projects are delivered, how invoices are issued and chased, how records are kept and how complaints are handled. Start by listing these core workflows. For many small practices there are somewhere between five and ten.",
          "For each workflow, map the steps from trigger to completion. Sit with the people who actually do the work and write down what really happens, not what is supposed to happen. Note each hand-off between people or systems, because hand-offs are where delays and errors often occur.",
          "Mark the steps that cause the most frustration, rework or risk. These are your priorities. Resist the urge to redesign everything at once; improving the two or three most troublesome workflows usually makes a more noticeable difference than a full overhaul that stalls halfway.",
        ),
      },
      {
        title: "Writing Procedures People Use",
        body: paras(
          "A standard operating procedure describes how a recurring task is done. Good procedures are short, specific and easy to find. Write them for the person doing the task, in the order they do it, using numbered steps and screenshots or examples where helpful. Include what done looks like, so there is a clear standard.",
          "Involve the people who do the work. They know the shortcuts, exceptions and common mistakes, and they are more likely to follow a procedure they helped create. Start with a rough draft, test it by having someone else follow it, and refine it wherever they hesitate.",
          "Give every procedure an owner and a review date. Procedures that are never updated quickly become inaccurate, and once staff notice that, they stop trusting all of them. Store procedures in one shared location with a simple index, and make updating them a normal part of changing how work is done. In regulated fields, check that procedures also meet any professional or legal requirements.",
        ),
      },
      {
        title: "Delegation and Ownership",
        body: paras(
          "Delegation works best when ownership is explicit. For each core workflow and recurring task, name one person who is responsible for it being done well. Others may help, but one person should be accountable. A simple responsibilities table, with tasks down one side and names across the top, makes gaps and overlaps visible.",
          "When delegating, explain the outcome you want and the standard expected, share the relevant procedure, and agree how and when progress will be checked. Check more often at first and step back as confidence grows. Be clear about which decisions the person can make alone and which need to come back to you.",
          "Owners of small practices often hold on to tasks because they are faster at them. That is true in the short term, but it limits the practice to the owner's capacity. Investing time in handing over a task properly, with a procedure and support, frees the owner to focus on work only they can do.",
        ),
      },
      {
        title: "Measures and Monthly Reviews",
        body: paras(
          "Measures help you see how the practice is running without relying on impressions. Choose a small number, perhaps five to eight, that reflect your core workflows: for example, enquiries received and converted, how fully appointment or project capacity is used, time taken to issue invoices, overdue payments, client feedback and staff absence. The right set depends on your practice.",
          "Record these measures consistently each month in a simple spreadsheet. Trends matter more than single figures; one poor month may be noise, but several in a row usually signal a real issue.",
          "Hold a monthly operations review of about an hour with the people who own the core workflows. Look at the measures, discuss what is and is not working, and agree no more than three actions for the coming month, each with an owner and a date. Open the next review by checking those actions. This simple rhythm helps a practice improve steadily rather than lurch from crisis to crisis.",
        ),
      },
      {
        title: "Introducing Change",
        body: paras(
          "New systems often fail because of how they are introduced rather than how they are designed. Before changing a workflow, explain why: what problem the change solves and how it will help the people affected. Invite questions and concerns and take them seriously; they often reveal practical issues you had not considered.",
          "Introduce changes one at a time where possible, and pilot them with a small group before rolling them out across the practice. Set a review date a few weeks after launch to check whether the change is working and adjust it if needed.",
          "Expect a temporary dip in speed while people learn the new way of working, and plan for it, for example by avoiding launches during the busiest periods. Recognise the people who help make changes work. A team that has experienced several well-managed changes becomes more open to the next one, and that openness is what allows a small practice to keep improving.",
        ),
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  {
    id: 14,
    title: "Returning to Work After a Health Setback",
    author: MAYA,
    authorBio:
      "Maya Chen writes practical guides on recovery and caregiving. She has supported family members and friends through phased returns to work and writes about the practical conversations involved.",
    creator: "creator",
    description:
      "A practical guide for people planning a return to work after a serious illness, injury or stroke. It covers judging readiness with your clinicians, preparing for conversations with your employer, asking for workplace adjustments, phasing your return and reviewing how things are going in the first months back.",
    category: "Health & Recovery",
    priceCents: 10700,
    originalPriceCents: null,
    tags: ["return to work", "recovery", "workplace adjustments", "career"],
    featured: false,
    previewContent:
      "Returning to work is often an important milestone in recovery, but the timing and pace matter. A return that is planned with your clinicians and your employer, and reviewed regularly, is more likely to last than one that is rushed.",
    whatYouLearn: [
      "Questions to discuss with your clinicians about readiness",
      "How to prepare for return-to-work conversations with your employer",
      "Common workplace adjustments and how to ask for them",
      "How a phased return can be structured",
      "How to review progress and adjust in the first months",
    ],
    requirements: ["A job or role you plan to return to", "Ongoing contact with your doctor or rehabilitation team"],
    estimatedTime: "2 hours",
    difficulty: "Intermediate",
    format: "epub",
    chapters: [
      {
        title: "Judging Readiness",
        body: paras(
          "There is no single right time to return to work after a health setback. It depends on the condition, the recovery so far, the demands of the job and the support available. Your doctor, occupational therapist or an occupational health service can help you think this through, and their input may be needed for formal fitness-for-work notes or certificates.",
          "Before those conversations, list the main demands of your role: physical tasks, concentration, travel, hours, screen time, noise, decision-making and responsibility for others. Then note honestly how you are currently managing similar demands at home. This gives your clinicians concrete information to work with.",
          "Consider stamina as well as ability. Many people find they can do individual tasks but tire quickly when doing several in a row, especially after a brain injury or stroke. Rehearsing a typical workday at home, such as getting up at a set time and doing focused tasks for set periods, can show how ready you are for the full rhythm of work.",
        ),
      },
      {
        title: "Talking to Your Employer",
        body: paras(
          "Good communication with your employer usually makes a return smoother. Think in advance about what you want to share. You may not need to disclose every medical detail, but explaining how your condition affects your work, and what would help, enables your employer to support you. Employment rights and obligations vary by country, so check the rules that apply to you or ask an adviser.",
          "Before a return-to-work meeting, prepare notes on your current abilities, any advice from your clinicians, the adjustments you think would help and any concerns. Ask whether your employer has an occupational health service, an employee assistance programme or a human resources contact who can be involved.",
          "After the meeting, ask for the agreed plan in writing, including start dates, hours, duties, adjustments and review dates. A written plan protects both sides and makes it easier to raise issues later. If relations with your employer are difficult, a union representative or independent employment adviser may be able to help.",
        ),
      },
      {
        title: "Adjustments and Phased Returns",
        body: paras(
          "Workplace adjustments are changes that help you do your job despite the effects of a health condition. Examples include changes to hours, extra breaks, a quieter workspace, working from home for part of the week, adapted equipment or software, changes to duties, and written rather than spoken instructions. In many countries employers have legal duties to consider reasonable adjustments for employees with disabilities or long-term conditions.",
          "A phased return is a widely used approach. It usually starts with reduced hours or days and lighter duties, increasing gradually over a number of weeks toward your normal pattern. The pace should be agreed with your employer and informed by clinical advice, with clear points at which progress is reviewed.",
          "Build in flexibility. A plan that lets you pause at a stage, or step back briefly after a difficult week, is more realistic than a fixed schedule. Make sure it is also clear how your pay will work during the phased return.",
        ),
      },
      {
        title: "The First Months Back",
        body: paras(
          "The first weeks back can be tiring and emotionally mixed. Colleagues may not know what to say, routines may have changed in your absence, and you may notice difficulties you did not expect. It is common to feel both relieved and anxious. Keep a brief daily note of how you are managing, including energy, concentration and any symptoms.",
          "Use these notes in your scheduled review meetings. Be honest about what is working and what is not; adjustments can be changed, and it is better to refine the plan early than to struggle until it breaks down. If you notice new or worsening symptoms, speak to your doctor promptly.",
          "Protect your recovery outside work as well. Plan quieter evenings and weekends in the early stages, keep up any therapy or exercises your team has recommended, and give yourself credit for the effort involved. Returning to work is a process, and adjusting the plan along the way is part of doing it well, not a sign of failure.",
        ),
      },
    ],
  },
];
