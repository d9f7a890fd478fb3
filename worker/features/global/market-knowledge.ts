/**
 * Curated market knowledge for the 12 languages/markets supported by the
 * global translation features. Used to give creators cultural notes,
 * marketing tips and business opportunities when they translate content.
 *
 * Content is intentionally general and well established: no statistics,
 * market sizes or rankings that could quickly become outdated.
 */

export interface MarketKnowledge {
  /** ISO 639-1 code */
  language: string;
  /** English name, e.g. "Spanish" */
  languageName: string;
  /** Primary market(s), e.g. "Spain and Latin America" */
  market: string;
  /** ISO 4217 code of the primary market */
  currency: string;
  /** Formal vs informal address norms in writing */
  formality: string;
  /** Common date format, e.g. "DD/MM/YYYY" */
  dateFormat: string;
  /** Common number format, e.g. "1.234,56" */
  numberFormat: string;
  /** How people commonly pay online */
  paymentHabits: string;
  /** Key holidays / shopping seasons relevant to selling guides and courses */
  seasons: string;
  /** Where people discover and buy digital content */
  platforms: string;
  /** Exactly 4 short notes for adapting written content */
  culturalNotes: string[];
  /** Exactly 4 short practical marketing tips */
  marketingTips: string[];
  /** Exactly 3 short opportunities for creators of guides/courses/books */
  businessOpportunities: string[];
}

export const MARKET_KNOWLEDGE: Record<string, MarketKnowledge> = {
  en: {
    language: "en",
    languageName: "English",
    market: "United States (also UK, Canada and Australia)",
    currency: "USD",
    formality:
      "English has no formal/informal 'you' distinction; a friendly, direct and conversational tone is standard. UK and Australian readers often prefer slightly more understated wording than US readers.",
    dateFormat: "MM/DD/YYYY (US); DD/MM/YYYY (UK, Australia, often Canada)",
    numberFormat: "1,234.56",
    paymentHabits:
      "Credit and debit cards are the default online, with PayPal, Apple Pay and Google Pay widely used. Subscriptions and one-click checkout are familiar to most buyers.",
    seasons:
      "Black Friday and Cyber Monday, the New Year resolution period in January, and back-to-school in late summer are strong moments for guides and courses.",
    platforms:
      "Buyers discover content via YouTube, Instagram, TikTok, LinkedIn, podcasts and email newsletters, and buy on Amazon Kindle, course platforms and creator storefronts.",
    culturalNotes: [
      "Use US spelling (color, organize) for the US and British spelling (colour, organise) for the UK and Australia.",
      "The US uses imperial units (miles, pounds, Fahrenheit); the UK, Canada and Australia mostly use metric, so give both where relevant.",
      "Readers value clear structure, skimmable headings and actionable takeaways over long introductions.",
      "Use inclusive language and avoid assumptions about readers' background, gender or family situation.",
    ],
    marketingTips: [
      "Lead with a concrete outcome or transformation in the headline rather than a list of features.",
      "Social proof such as testimonials, reviews and case studies strongly supports purchase decisions.",
      "Build an email list with a free lead magnet (checklist, sample chapter) before launching a paid product.",
      "Offer a clear refund or satisfaction policy to reduce the perceived risk of buying online.",
    ],
    businessOpportunities: [
      "Personal finance, career growth and productivity guides have consistent, broad demand.",
      "Niche how-to courses for hobbies and side businesses suit creators with specialist know-how.",
      "Bundles of ebook plus video or templates allow premium pricing in a mature market.",
    ],
  },

  zh: {
    language: "zh",
    languageName: "Chinese (Simplified)",
    market: "China (mainland)",
    currency: "CNY",
    formality:
      "Use the polite 'nin' for respectful or business contexts; the plain 'ni' is common and friendly in lifestyle and social media copy. Avoid overly casual slang in instructional content.",
    dateFormat: "YYYY-MM-DD (written as YYYY year MM month DD day in Chinese)",
    numberFormat: "1,234.56 (large numbers often expressed in wan, i.e. units of 10,000)",
    paymentHabits:
      "Mobile wallets, mainly Alipay and WeChat Pay, dominate online and offline payments. International credit cards are rarely used, so local wallet support is important.",
    seasons:
      "Chinese New Year (Spring Festival), the mid-year 618 shopping festival and Singles' Day (11.11) are major moments; the start of the school year in September also drives learning purchases.",
    platforms:
      "WeChat (official accounts and mini programs), Xiaohongshu (RED), Douyin, Bilibili and Zhihu drive discovery. Many global platforms such as Google, YouTube and Instagram are not accessible in mainland China.",
    culturalNotes: [
      "Use Simplified Chinese characters for mainland China; Traditional Chinese is used in Taiwan and Hong Kong.",
      "Use metric units and replace Western-only examples with locally familiar brands, places and situations.",
      "Treat political, territorial and historical topics with great care, as content is subject to local regulation.",
      "Numbers carry symbolic meaning: 8 is considered lucky and 4 is often avoided, e.g. in prices.",
    ],
    marketingTips: [
      "Create a presence inside the local ecosystem (WeChat, Xiaohongshu) rather than relying on external links.",
      "Short video and livestream demonstrations are effective ways to present knowledge products.",
      "Highlight credentials, practical results and real user reviews to build trust.",
      "Consider working with a local partner for payments, hosting and compliance requirements.",
    ],
    businessOpportunities: [
      "Paid knowledge products (audio courses, short lessons, membership communities) are a familiar format.",
      "Guides on studying abroad, foreign languages and international careers attract strong interest.",
      "Practical skills content, such as parenting, health, finance and workplace skills, suits bite-sized formats.",
    ],
  },

  es: {
    language: "es",
    languageName: "Spanish",
    market: "Spain and Latin America (including Mexico)",
    currency: "EUR",
    formality:
      "Spain commonly uses informal 'tu' in marketing and online content. Latin America varies: 'usted' is more common in formal contexts, and some countries such as Argentina use 'vos'.",
    dateFormat: "DD/MM/YYYY",
    numberFormat: "1.234,56 (Spain); 1,234.56 (Mexico and several Latin American countries)",
    paymentHabits:
      "Cards and PayPal are common in Spain, along with the mobile payment service Bizum. In Mexico, cards, Mercado Pago and cash vouchers paid at OXXO stores are widely used.",
    seasons:
      "Christmas and Three Kings Day (6 January), January sales, and back-to-school in September matter in Spain; Mexico has El Buen Fin in November and Hot Sale in late spring.",
    platforms:
      "WhatsApp, Instagram, YouTube and TikTok are central for discovery; digital products are sold via Amazon, Hotmart and creator storefronts.",
    culturalNotes: [
      "Choose neutral Latin American Spanish or Spain Spanish deliberately; vocabulary differs (e.g. ordenador vs computadora).",
      "Use metric units and local currency in examples (euros for Spain, pesos for Mexico).",
      "A warm, personal tone works well; building relationships and trust is valued before selling.",
      "Avoid treating Latin America as one culture: each country has its own idioms, humor and references.",
    ],
    marketingTips: [
      "Use WhatsApp groups or broadcast lists for community building and launch announcements.",
      "Show prices in local currency and, for Latin America, offer payment in installments where possible.",
      "Collaborate with local creators or influencers who already have trusted audiences.",
      "Use Spanish-language video and live sessions to explain the value of a course.",
    ],
    businessOpportunities: [
      "Digital entrepreneurship, online business and freelancing guides are in steady demand.",
      "English-learning and professional skills courses appeal to audiences across Latin America.",
      "Personal finance and investing basics adapted to local conditions are a valuable niche.",
    ],
  },

  fr: {
    language: "fr",
    languageName: "French",
    market: "France",
    currency: "EUR",
    formality:
      "Use 'vous' by default in professional and instructional content; 'tu' is accepted for young audiences or lifestyle brands, but be consistent throughout.",
    dateFormat: "DD/MM/YYYY",
    numberFormat: "1 234,56 (space as thousands separator)",
    paymentHabits:
      "Bank cards (often Carte Bancaire co-branded with Visa or Mastercard) are the main online method, with strong authentication; PayPal is also widely used.",
    seasons:
      "The rentrée (back-to-school in September), the New Year period and the regulated winter and summer sales (soldes) are key; August is a slow holiday month.",
    platforms:
      "Instagram, YouTube, LinkedIn, Facebook and podcasts drive discovery; books and ebooks are bought via Amazon, Fnac and independent bookstores.",
    culturalNotes: [
      "Respect French typography: a space before ':', ';', '?' and '!', and guillemets for quotes.",
      "Readers appreciate well-argued, structured content; avoid exaggerated hype and aggressive sales language.",
      "Use metric units, 24-hour time and euro prices including VAT (TTC).",
      "Prefer French terms over English jargon where a common French equivalent exists.",
    ],
    marketingTips: [
      "Emphasize quality, expertise and credentials rather than quick-win promises.",
      "LinkedIn works well for professional guides; Instagram for lifestyle, food and wellness topics.",
      "Make GDPR-compliant consent clear in email sign-ups to build trust.",
      "Time launches around the rentrée or January when people set new goals.",
    ],
    businessOpportunities: [
      "Professional training and skills content, including topics eligible for workplace training budgets.",
      "Cooking, wine, wellness and lifestyle guides with a quality positioning.",
      "Guides for entrepreneurs and freelancers (auto-entrepreneurs) navigating local administration.",
    ],
  },

  de: {
    language: "de",
    languageName: "German",
    market: "Germany (also Austria and Switzerland)",
    currency: "EUR",
    formality:
      "'Sie' is standard in business and formal contexts; 'du' is increasingly common in online, startup and lifestyle communication. Pick one and use it consistently.",
    dateFormat: "DD.MM.YYYY",
    numberFormat: "1.234,56",
    paymentHabits:
      "PayPal is very popular, alongside bank transfer, SEPA direct debit and buying on invoice; credit cards are used less than in the US, so offering alternatives helps conversion.",
    seasons:
      "The Christmas and Advent season, the New Year period and Black Friday are key; summer school holidays vary by state, and Easter is a notable break.",
    platforms:
      "YouTube, Instagram, LinkedIn, podcasts and email newsletters are important; ebooks sell via Amazon and the Tolino ecosystem, and courses via dedicated digital product platforms.",
    culturalNotes: [
      "Readers value precision, thoroughness and factual accuracy; back claims with sources or clear reasoning.",
      "Data privacy is a strong concern; be transparent about data use and comply with GDPR.",
      "Use metric units, 24-hour time and comma as decimal separator in all examples.",
      "Avoid exaggerated superlatives and hype; a calm, professional tone builds credibility.",
    ],
    marketingTips: [
      "Provide a complete legal notice (Impressum) and clear terms, as buyers expect them.",
      "Offer detailed product descriptions, tables of contents and samples before purchase.",
      "Show gross prices including VAT and offer PayPal or invoice-based payment options.",
      "Use webinars and in-depth newsletters to demonstrate expertise before selling.",
    ],
    businessOpportunities: [
      "Professional development, certification preparation and technical skills courses.",
      "Guides on personal finance, retirement planning and investing for cautious savers.",
      "Sustainability, DIY, gardening and outdoor activity guides have dedicated audiences.",
    ],
  },

  ja: {
    language: "ja",
    languageName: "Japanese",
    market: "Japan",
    currency: "JPY",
    formality:
      "Use polite form (desu/masu, teineigo) for customer-facing content; honorific and humble keigo are expected in business communication. Overly casual tone can seem unprofessional.",
    dateFormat: "YYYY/MM/DD (the Japanese era calendar is also used in official contexts)",
    numberFormat: "1,234.56 (large numbers often expressed in man, i.e. units of 10,000)",
    paymentHabits:
      "Credit cards are common online, along with convenience store (konbini) payments, QR code wallets such as PayPay, and carrier billing.",
    seasons:
      "New Year (Oshogatsu), the April start of the school and fiscal year, Golden Week in spring and Obon in August; April is a strong time for learning and self-improvement products.",
    platforms:
      "X (Twitter), YouTube, Instagram and LINE are important for discovery; Amazon Kindle, Rakuten and the creator platform note are common places to buy written content.",
    culturalNotes: [
      "Detailed, carefully organized content with diagrams and examples is appreciated.",
      "Avoid overly direct claims or boasting; modest, trustworthy wording builds credibility.",
      "Use metric units, yen prices and local examples (stations, convenience stores, seasons).",
      "Attention to detail in layout, typography and translation quality strongly affects perceived quality.",
    ],
    marketingTips: [
      "Offer free samples or previews, as buyers tend to research carefully before purchasing.",
      "Use LINE official accounts or newsletters for ongoing communication with customers.",
      "Highlight reviews, track record and clear after-purchase support.",
      "Launch around April or the New Year, when people start new goals or roles.",
    ],
    businessOpportunities: [
      "Certification and qualification exam preparation guides are a well-established category.",
      "Side business, personal finance and career change content for working professionals.",
      "English learning and guides on working or traveling abroad.",
    ],
  },

  ko: {
    language: "ko",
    languageName: "Korean",
    market: "South Korea",
    currency: "KRW",
    formality:
      "Use honorific speech (jondaetmal); the polite -haeyo style is common in marketing, while the formal -hamnida style suits official or business content. Avoid banmal (casual speech) with customers.",
    dateFormat: "YYYY.MM.DD",
    numberFormat: "1,234.56 (large numbers often expressed in man, i.e. units of 10,000)",
    paymentHabits:
      "Domestic credit and debit cards via local payment gateways are common, along with wallets such as Naver Pay, Kakao Pay and Toss; foreign checkout flows can be unfamiliar to buyers.",
    seasons:
      "Seollal (Lunar New Year) and Chuseok are the main holidays; the new school year starts in March, and the college entrance exam period in November shapes education demand.",
    platforms:
      "Naver (search, blogs, cafes), KakaoTalk, YouTube and Instagram drive discovery; content is bought via local bookstores, ebook services and online class platforms.",
    culturalNotes: [
      "Visual, well-designed content with clean layouts and infographics is expected.",
      "Use metric units, won prices and Korean examples rather than literal translations of foreign ones.",
      "Be sensitive to historical topics involving neighboring countries.",
      "Trends move quickly; keep examples and references fresh and up to date.",
    ],
    marketingTips: [
      "Optimize for Naver search and blogs, not only Google.",
      "Use KakaoTalk channels for customer communication and announcements.",
      "Short-form video and reviews from trusted creators help build credibility.",
      "Support local payment methods and Korean-language customer support where possible.",
    ],
    businessOpportunities: [
      "Education, exam preparation and language learning are highly valued categories.",
      "Career, side income and investing guides for young professionals.",
      "Beauty, self-care and hobby classes delivered as video courses.",
    ],
  },

  pt: {
    language: "pt",
    languageName: "Portuguese",
    market: "Brazil (and Portugal)",
    currency: "BRL",
    formality:
      "In Brazil, 'você' is the standard, friendly form of address in most writing. In Portugal, address tends to be more formal, and 'tu' or 'você' should be used with care.",
    dateFormat: "DD/MM/YYYY",
    numberFormat: "1.234,56",
    paymentHabits:
      "In Brazil, Pix instant payments, credit cards with installment plans (parcelamento) and boleto bancario are common. In Portugal, cards, MB Way and Multibanco references are widely used.",
    seasons:
      "Black Friday is a major event in Brazil, as are Christmas and the year-end 13th salary period; Carnival and the school year start in February also shape buying cycles.",
    platforms:
      "Instagram, WhatsApp, YouTube and TikTok are central; digital products are widely sold through platforms such as Hotmart and Kiwify, and books via Amazon.",
    culturalNotes: [
      "Brazilian and European Portuguese differ in vocabulary, spelling and tone; localize for the target country.",
      "A warm, enthusiastic and personal tone usually resonates with Brazilian audiences.",
      "Use metric units and local currency (reais for Brazil, euros for Portugal).",
      "Brazil is large and diverse; use examples that are not limited to one city or region.",
    ],
    marketingTips: [
      "Offer installment payments and Pix at checkout to reduce price barriers.",
      "Use WhatsApp groups and Instagram live sessions for launches and community building.",
      "Affiliate programs are a well-known way to sell digital products in Brazil.",
      "Show guarantees and clear refund terms, which Brazilian consumer law also supports.",
    ],
    businessOpportunities: [
      "Digital marketing, online business and infoproduct creation courses are a mature niche.",
      "Personal finance and investing basics adapted to Brazilian conditions.",
      "English learning, public exam (concurso) preparation and professional skills content.",
    ],
  },

  ru: {
    language: "ru",
    languageName: "Russian",
    market: "Russia and Russian-speaking CIS countries",
    currency: "RUB",
    formality:
      "Use the formal 'vy' when addressing readers in professional or instructional content; 'ty' can work for young or lifestyle audiences. In personal letters, 'Vy' is often capitalized as a courtesy.",
    dateFormat: "DD.MM.YYYY",
    numberFormat: "1 234,56 (space as thousands separator)",
    paymentHabits:
      "Local Mir cards and the national Faster Payments System are widely used. Cross-border payments can be restricted, so check current regulations and sanctions compliance before selling.",
    seasons:
      "New Year is the main holiday, followed by a long January break; 1 September (Knowledge Day) marks the school year start, and 8 March (International Women's Day) is a gifting occasion.",
    platforms:
      "Telegram, VK and Yandex services are central for discovery; ebooks and courses are sold through local marketplaces, ebook stores and course platforms.",
    culturalNotes: [
      "Use metric units, 24-hour time and local examples; adapt references for CIS countries where relevant.",
      "Readers appreciate substantive, in-depth content; avoid superficial or overly promotional tone.",
      "Avoid political commentary and treat regional and historical topics with sensitivity.",
      "Russian text is often longer than English; allow extra space in layouts and headings.",
    ],
    marketingTips: [
      "Build an audience through a Telegram channel with regular, useful posts.",
      "Offer free webinars or mini-courses to demonstrate value before a paid launch.",
      "Localize for specific CIS countries where possible (currency, examples, payment methods).",
      "Verify legal and payment constraints before launching, as they can change.",
    ],
    businessOpportunities: [
      "Professional and IT skills courses, including programming and data topics.",
      "Guides on foreign languages, relocation and working remotely.",
      "Psychology, self-development and parenting content in long-form formats.",
    ],
  },

  ar: {
    language: "ar",
    languageName: "Arabic",
    market: "Gulf states and the Middle East (Saudi Arabia, UAE, Egypt)",
    currency: "SAR",
    formality:
      "Modern Standard Arabic suits written guides and books, while dialects (Gulf, Egyptian) are common on social media. A respectful, courteous tone is expected.",
    dateFormat: "DD/MM/YYYY (the Hijri calendar is also used, especially in Saudi Arabia)",
    numberFormat: "1,234.56 (Western digits are common online; Eastern Arabic digits are also used)",
    paymentHabits:
      "Cards, Apple Pay and local debit networks such as mada in Saudi Arabia are widely used, along with buy-now-pay-later services. In Egypt, cash-based and mobile wallet options matter.",
    seasons:
      "Ramadan, Eid al-Fitr and Eid al-Adha are central; White Friday/Black Friday sales and national days such as Saudi National Day and UAE National Day are also key moments.",
    platforms:
      "Instagram, Snapchat, YouTube, TikTok, X and WhatsApp drive discovery; books and products are bought via Amazon, noon and local bookstores.",
    culturalNotes: [
      "Arabic is written right-to-left; ensure layouts, images and page order are mirrored correctly.",
      "Respect religious and cultural values: avoid alcohol, pork and immodest imagery in examples.",
      "Use metric units and local currencies; weekends differ by country, so avoid assuming Saturday-Sunday.",
      "Arabic verbs and adjectives are gendered; use inclusive phrasing or address both men and women.",
    ],
    marketingTips: [
      "Plan campaigns around Ramadan, with adjusted timing as audiences are active late in the evening.",
      "Use high-quality Arabic rather than machine-like translation; language quality signals respect.",
      "Partner with regional creators and use dialect appropriately in social media content.",
      "Offer local payment options and display prices in local currency.",
    ],
    businessOpportunities: [
      "Entrepreneurship, business and leadership guides for a young, ambitious audience.",
      "Quality Arabic-language educational content in areas where choice is limited.",
      "Language learning, technology skills and career development courses.",
    ],
  },

  hi: {
    language: "hi",
    languageName: "Hindi",
    market: "India",
    currency: "INR",
    formality:
      "Use the respectful 'aap' when addressing readers; 'tum' is informal and 'tu' very intimate. Hinglish (Hindi mixed with English) is common and natural in online content.",
    dateFormat: "DD/MM/YYYY (also DD-MM-YYYY)",
    numberFormat: "1,23,456.78 (lakh/crore grouping)",
    paymentHabits:
      "UPI is the dominant way to pay online, through apps such as Google Pay, PhonePe and Paytm; cards (including RuPay) and net banking are also common.",
    seasons:
      "The festive season around Navratri, Dussehra and Diwali is the biggest shopping period; exam season early in the year and new academic sessions drive education purchases.",
    platforms:
      "YouTube, Instagram, WhatsApp and Telegram are central for discovery; content is bought via Amazon, Flipkart, Kindle and education platforms.",
    culturalNotes: [
      "India is highly diverse in languages, religions and regions; avoid generalizing across the country.",
      "Use metric units, rupee prices and lakh/crore for large numbers.",
      "Many readers are comfortable with English; mixing simple English terms into Hindi often feels natural.",
      "Be mindful of dietary practices (e.g. vegetarianism) and religious sensitivities in examples.",
    ],
    marketingTips: [
      "Price affordably in rupees and consider regional pricing or low-cost entry products.",
      "Support UPI at checkout to reduce friction.",
      "Use YouTube and WhatsApp for education-style marketing and community building.",
      "Video content in Hindi or Hinglish can reach audiences beyond major cities.",
    ],
    businessOpportunities: [
      "Competitive exam preparation and skill-based learning are large, established categories.",
      "Spoken English, communication and interview skills courses.",
      "Personal finance, small business and digital skills guides for first-time entrepreneurs.",
    ],
  },

  it: {
    language: "it",
    languageName: "Italian",
    market: "Italy",
    currency: "EUR",
    formality:
      "'Lei' is the formal address for professional contexts; informal 'tu' is widely used in online marketing and lifestyle content. Stay consistent within a product.",
    dateFormat: "DD/MM/YYYY",
    numberFormat: "1.234,56",
    paymentHabits:
      "Cards, including prepaid cards such as PostePay, and PayPal are widely used online; mobile payment apps and bank transfers are also common.",
    seasons:
      "Christmas and Epiphany (6 January), the winter and summer sales (saldi) and back-to-school in September are key; mid-August around Ferragosto is a slow holiday period.",
    platforms:
      "Instagram, Facebook, YouTube, TikTok and WhatsApp drive discovery; books and ebooks sell via Amazon and major Italian bookstore chains.",
    culturalNotes: [
      "Quality, aesthetics and craftsmanship are valued; presentation matters as much as content.",
      "Food, family and regional traditions are important; avoid generic stereotypes about Italian life.",
      "Use metric units, 24-hour time and euro prices including VAT.",
      "Regional differences are significant; examples from one region may not fit another.",
    ],
    marketingTips: [
      "Use Instagram and Facebook communities for lifestyle, food and hobby topics.",
      "Build trust through personal storytelling and visible customer support.",
      "Offer PayPal and card payments, and keep checkout in Italian.",
      "Time launches for September or January, avoiding mid-August.",
    ],
    businessOpportunities: [
      "Cooking, wine, design and travel guides with a premium positioning.",
      "Professional and digital skills courses for small business owners and freelancers.",
      "Language learning and guides on studying or working abroad.",
    ],
  },
};
