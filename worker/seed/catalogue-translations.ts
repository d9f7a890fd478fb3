/**
 * The demo creator's translations of one seeded listing (product 4), so a visitor on /es/, /ja/ or /ar/ reads the
 * demo's featured guide in their language and finds it by its words there. They were drafted by a model and read
 * over, and are seeded as such ("ai-reviewed"), as a creator's reviewed draft would be.
 */
import type { PlatformLanguage } from "../common/languages";

export interface CatalogueTranslation {
  productId: number;
  language: Exclude<PlatformLanguage, "en">;
  title: string;
  description: string;
  tags: string[];
  whatYouLearn: string[];
  requirements: string[];
}

export const CATALOGUE_TRANSLATIONS: CatalogueTranslation[] = [
  {
    productId: 4,
    language: "es",
    title: "Hoja de ruta para la recuperación tras un ictus",
    description:
      "Una edición condensada en cinco partes de los 43 capítulos breves del programa completo Hoja de ruta para la recuperación tras un ictus, que recorre el primer año después del ictus: las primeras semanas, el trabajo con los terapeutas, las rutinas diarias, los retrocesos y los hitos. Pensada para quienes han sufrido un ictus y para sus familias. Contiene solo información general y está concebida para usarse junto con tu propio equipo médico.",
    tags: ["recuperación del ictus", "rehabilitación", "cuidadores", "rutinas diarias", "fijación de objetivos"],
    whatYouLearn: [
      "Qué pueden implicar las primeras semanas en el hospital y en rehabilitación",
      "Cómo se complementan la fisioterapia, la terapia ocupacional y la logopedia",
      "Cómo crear una rutina diaria que equilibre la práctica y el descanso",
      "Cómo afrontar los retrocesos, la fatiga y los cambios de ánimo",
      "Cómo fijar y revisar hitos realistas con tu equipo sanitario",
      "Qué señales de alarma exigen llamar a emergencias",
    ],
    requirements: [
      "No se necesitan conocimientos médicos",
      "Seguimiento continuado por parte de un médico o de un equipo de rehabilitación",
    ],
  },
  {
    productId: 4,
    language: "fr",
    title: "Feuille de route pour se rétablir après un AVC",
    description:
      "Une édition condensée en cinq parties des 43 courts chapitres du programme complet Feuille de route pour se rétablir après un AVC, consacrée à la première année qui suit l’accident : les premières semaines, le travail avec les rééducateurs, le quotidien, les revers et les étapes franchies. Rédigée pour les personnes ayant fait un AVC et pour leurs proches. Informations générales uniquement, à utiliser en complément du suivi assuré par votre équipe médicale.",
    tags: ["récupération après un AVC", "rééducation", "aidants", "routines quotidiennes", "fixation d’objectifs"],
    whatYouLearn: [
      "Ce que peuvent impliquer les premières semaines à l’hôpital et en rééducation",
      "Comment la kinésithérapie, l’ergothérapie et l’orthophonie se complètent",
      "Comment construire une routine quotidienne qui équilibre exercices et repos",
      "Comment faire face aux revers, à la fatigue et aux changements d’humeur",
      "Comment fixer et réévaluer des étapes réalistes avec votre équipe soignante",
      "Quels signes d’alerte imposent d’appeler immédiatement les secours",
    ],
    requirements: [
      "Aucune connaissance médicale requise",
      "Un suivi régulier par un médecin ou une équipe de rééducation",
    ],
  },
  {
    productId: 4,
    language: "de",
    title: "Wegweiser zur Genesung nach einem Schlaganfall",
    description:
      "Eine kompakte Ausgabe in fünf Teilen, die die 43 kurzen Kapitel des vollständigen Programms „Wegweiser zur Genesung nach einem Schlaganfall“ zusammenfasst. Sie begleitet durch das erste Jahr nach dem Schlaganfall: die ersten Wochen, die Zusammenarbeit mit Therapeutinnen und Therapeuten, feste Abläufe im Alltag, Rückschläge und Meilensteine. Geschrieben für Betroffene und ihre Angehörigen. Sie enthält ausschließlich allgemeine Informationen und ist als Ergänzung zur Begleitung durch Ihr eigenes Behandlungsteam gedacht.",
    tags: ["Genesung nach Schlaganfall", "Rehabilitation", "Pflegende Angehörige", "Tagesablauf", "Ziele setzen"],
    whatYouLearn: [
      "Was in den ersten Wochen im Krankenhaus und in der Reha auf Sie zukommen kann",
      "Wie Physiotherapie, Ergotherapie und Logopädie ineinandergreifen",
      "Wie Sie einen Tagesablauf gestalten, der Üben und Ausruhen in ein gutes Gleichgewicht bringt",
      "Wie Sie mit Rückschlägen, Fatigue und Stimmungsschwankungen umgehen",
      "Wie Sie mit Ihrem Behandlungsteam realistische Meilensteine festlegen und überprüfen",
      "Bei welchen Warnzeichen Sie sofort den Notruf wählen sollten",
    ],
    requirements: [
      "Keine medizinischen Vorkenntnisse erforderlich",
      "Regelmäßiger Kontakt zu Ihrer Ärztin, Ihrem Arzt oder Ihrem Reha-Team",
    ],
  },
  {
    productId: 4,
    language: "it",
    title: "Il percorso di recupero dopo l’ictus",
    description:
      "Un’edizione sintetica in cinque parti dei 43 brevi capitoli del programma completo Il percorso di recupero dopo l’ictus, dedicata al primo anno dopo l’evento: le prime settimane, il lavoro con i terapisti, le routine quotidiane, le battute d’arresto e i traguardi. Scritta per chi ha avuto un ictus e per i familiari. Contiene solo informazioni di carattere generale ed è pensata per essere usata insieme al tuo team medico.",
    tags: ["recupero dopo l’ictus", "riabilitazione", "caregiver", "routine quotidiana", "definizione degli obiettivi"],
    whatYouLearn: [
      "Cosa possono comportare le prime settimane in ospedale e in riabilitazione",
      "Come si integrano fisioterapia, terapia occupazionale e logopedia",
      "Come costruire una routine quotidiana che bilanci esercizio e riposo",
      "Come affrontare le battute d’arresto, l’affaticamento e i cambiamenti d’umore",
      "Come fissare e rivedere traguardi realistici con il tuo team di cura",
      "Quali segnali d’allarme richiedono di chiamare subito i soccorsi",
    ],
    requirements: [
      "Non serve alcuna preparazione medica",
      "Un rapporto continuativo con un medico o con l’équipe di riabilitazione",
    ],
  },
  {
    productId: 4,
    language: "pt",
    title: "Roteiro de recuperação após o AVC",
    description:
      "Uma edição condensada em cinco partes dos 43 capítulos curtos do programa completo Roteiro de Recuperação após o AVC, que acompanha o primeiro ano depois do AVC: as primeiras semanas, o trabalho com os terapeutas, a rotina diária, os contratempos e os marcos da recuperação. Escrita para quem teve um AVC e para seus familiares. Traz apenas informações gerais e foi pensada para ser usada junto com a sua própria equipe médica.",
    tags: ["recuperação do AVC", "reabilitação", "cuidadores", "rotina diária", "definição de metas"],
    whatYouLearn: [
      "O que as primeiras semanas no hospital e na reabilitação podem envolver",
      "Como fisioterapia, terapia ocupacional e fonoaudiologia se complementam",
      "Como montar uma rotina diária que equilibre treino e descanso",
      "Como lidar com contratempos, fadiga e mudanças de humor",
      "Como definir e revisar marcos realistas com a sua equipe de saúde",
      "Quais sinais de alerta exigem ligar imediatamente para a emergência",
    ],
    requirements: [
      "Não é preciso ter formação na área da saúde",
      "Acompanhamento contínuo com um médico ou uma equipe de reabilitação",
    ],
  },
  {
    productId: 4,
    language: "ru",
    title: "Дорожная карта восстановления после инсульта",
    description:
      "Сокращённое издание в пяти частях, в котором собраны 43 коротких главы полной программы «Дорожная карта восстановления после инсульта». Оно охватывает первый год после инсульта: первые недели, работу со специалистами по реабилитации, распорядок дня, временные неудачи и важные рубежи. Написано для людей, перенёсших инсульт, и их близких. Содержит только общую информацию и предназначено для использования вместе с рекомендациями ваших врачей.",
    tags: ["восстановление после инсульта", "реабилитация", "уход за близкими", "распорядок дня", "постановка целей"],
    whatYouLearn: [
      "Чего ожидать в первые недели в больнице и на реабилитации",
      "Как физическая терапия, эрготерапия и занятия с логопедом дополняют друг друга",
      "Как выстроить распорядок дня, в котором есть место и занятиям, и отдыху",
      "Как справляться с неудачами, повышенной утомляемостью и перепадами настроения",
      "Как вместе с лечащими специалистами ставить реалистичные промежуточные цели и пересматривать их",
      "При каких тревожных признаках нужно сразу вызывать скорую помощь",
    ],
    requirements: [
      "Медицинское образование не требуется",
      "Регулярное наблюдение у врача или специалистов по реабилитации",
    ],
  },
  {
    productId: 4,
    language: "ja",
    title: "脳卒中からの回復ロードマップ",
    description:
      "43の短い章からなるプログラム「脳卒中からの回復ロードマップ」の完全版を、5部構成にまとめた凝縮版です。発症後の最初の1年を、最初の数週間、リハビリ専門職との連携、毎日の過ごし方、つまずき、そして回復の節目という流れでたどります。脳卒中を経験したご本人とご家族のために書かれています。内容は一般的な情報であり、主治医やリハビリチームの支援と併せてご活用いただくことを前提としています。",
    tags: ["脳卒中からの回復", "リハビリテーション", "介護", "生活リズム", "目標設定"],
    whatYouLearn: [
      "入院中とリハビリの最初の数週間に、どのようなことがあり得るか",
      "理学療法・作業療法・言語聴覚療法がどのように連携するか",
      "練習と休息のバランスがとれた毎日の過ごし方の組み立て方",
      "つまずき、疲れやすさ、気分の変化への向き合い方",
      "医療チームと一緒に現実的な目標を立て、見直していく方法",
      "すぐに救急車を呼ぶべき危険なサイン",
    ],
    requirements: ["医療の専門知識は不要です", "医師またはリハビリチームによる継続的な診療・支援を受けていること"],
  },
  {
    productId: 4,
    language: "zh",
    title: "脑卒中康复路线图",
    description:
      "完整版《脑卒中康复路线图》课程共有43个简短章节，本书将其浓缩为五个部分，陪伴您走过卒中后的第一年：最初几周、与康复治疗师合作、日常作息、应对挫折，以及阶段性里程碑。专为卒中患者及其家属编写。内容仅为一般性信息，请配合您自己的医疗团队使用。",
    tags: ["脑卒中康复", "康复治疗", "家庭照护", "日常作息", "目标设定"],
    whatYouLearn: [
      "住院及康复初期的几周可能会经历什么",
      "物理治疗、作业治疗与言语治疗如何相互配合",
      "如何建立兼顾练习与休息的日常作息",
      "如何应对挫折、疲劳和情绪变化",
      "如何与医疗团队一起设定并定期评估切合实际的阶段目标",
      "哪些危险信号需要立即拨打急救电话",
    ],
    requirements: ["无需医学背景", "与医生或康复团队保持持续联系"],
  },
  {
    productId: 4,
    language: "ko",
    title: "뇌졸중 회복 로드맵",
    description:
      "43개의 짧은 장으로 구성된 ‘뇌졸중 회복 로드맵’ 전체 프로그램을 다섯 부분으로 압축한 요약판입니다. 뇌졸중 이후 첫 1년, 곧 초기 몇 주, 치료사와의 협력, 일상 루틴, 일시적인 후퇴와 회복의 이정표를 차례로 다룹니다. 뇌졸중을 겪은 분과 가족을 위해 썼습니다. 일반적인 정보만 담고 있으며, 담당 의료진의 진료와 함께 활용하도록 만들었습니다.",
    tags: ["뇌졸중 회복", "재활", "간병", "일상 루틴", "목표 설정"],
    whatYouLearn: [
      "입원과 재활 초기 몇 주 동안 어떤 일들이 있을 수 있는지",
      "물리치료, 작업치료, 언어치료가 서로 어떻게 연결되는지",
      "연습과 휴식의 균형을 맞춘 하루 일과를 만드는 방법",
      "일시적인 후퇴, 피로, 기분 변화에 대처하는 방법",
      "의료진과 함께 현실적인 단계별 목표를 세우고 점검하는 방법",
      "즉시 응급 신고가 필요한 위험 신호",
    ],
    requirements: ["의학 지식이 없어도 됩니다", "담당 의사나 재활팀의 꾸준한 진료와 상담"],
  },
  {
    productId: 4,
    language: "ar",
    title: "خريطة الطريق للتعافي من السكتة الدماغية",
    description:
      "نسخة مكثفة من خمسة أجزاء تجمع خلاصة 43 فصلًا قصيرًا من البرنامج الكامل «خريطة الطريق للتعافي من السكتة الدماغية»، وتغطي السنة الأولى بعد الإصابة: الأسابيع الأولى، والعمل مع المعالجين، والروتين اليومي، والانتكاسات، والمحطات المهمة على طريق التعافي. كُتبت للناجين من السكتة الدماغية وأسرهم. تقدّم معلومات عامة فقط، وهي مصممة لتُستخدم إلى جانب فريقك الطبي.",
    tags: ["التعافي من السكتة الدماغية", "إعادة التأهيل", "رعاية المريض", "الروتين اليومي", "تحديد الأهداف"],
    whatYouLearn: [
      "ما الذي قد تتضمنه الأسابيع الأولى في المستشفى وفي مرحلة إعادة التأهيل",
      "كيف يتكامل العلاج الطبيعي والعلاج الوظيفي وعلاج النطق واللغة",
      "كيف تبني روتينًا يوميًا يوازن بين التمرين والراحة",
      "كيف تتعامل مع الانتكاسات والإرهاق وتقلبات المزاج",
      "كيف تحدد مع فريق الرعاية محطات واقعية وتراجعها",
      "ما علامات الخطر التي تستدعي الاتصال بالطوارئ فورًا",
    ],
    requirements: ["لا تحتاج إلى أي خلفية طبية", "متابعة مستمرة مع طبيب أو فريق إعادة تأهيل"],
  },
  {
    productId: 4,
    language: "hi",
    title: "स्ट्रोक से उबरने की राह",
    description:
      "पूरे ‘स्ट्रोक से उबरने की राह’ कार्यक्रम के 43 छोटे अध्यायों का पाँच भागों में संक्षिप्त संस्करण, जो स्ट्रोक के बाद के पहले साल को कवर करता है: शुरुआती हफ़्ते, थेरेपिस्टों के साथ काम, रोज़ की दिनचर्या, रुकावटें और अहम पड़ाव। स्ट्रोक से उबर रहे लोगों और उनके परिवारों के लिए लिखा गया। इसमें केवल सामान्य जानकारी है; इसे अपनी मेडिकल टीम की सलाह के साथ इस्तेमाल करने के लिए बनाया गया है।",
    tags: ["स्ट्रोक से रिकवरी", "पुनर्वास", "देखभाल", "दिनचर्या", "लक्ष्य तय करना"],
    whatYouLearn: [
      "अस्पताल और पुनर्वास के शुरुआती हफ़्तों में क्या-क्या हो सकता है",
      "फ़िज़ियोथेरेपी, ऑक्यूपेशनल थेरेपी और स्पीच एंड लैंग्वेज थेरेपी एक-दूसरे के साथ कैसे काम करती हैं",
      "अभ्यास और आराम के बीच संतुलन वाली दिनचर्या कैसे बनाएँ",
      "रुकावटों, थकान और मूड में बदलाव से कैसे निपटें",
      "अपनी देखभाल टीम के साथ यथार्थवादी पड़ाव कैसे तय करें और उनकी समीक्षा कैसे करें",
      "किन चेतावनी संकेतों पर तुरंत इमरजेंसी नंबर पर कॉल करना ज़रूरी है",
    ],
    requirements: ["किसी मेडिकल पृष्ठभूमि की ज़रूरत नहीं", "डॉक्टर या पुनर्वास टीम से लगातार संपर्क"],
  },
];
