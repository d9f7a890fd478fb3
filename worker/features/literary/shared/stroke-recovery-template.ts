/**
 * Preloaded Literary Studio template: "The Stroke Recovery Roadmap".
 *
 * A 43-chapter outline for a practical, general guide for stroke survivors
 * and their families, covering the emergency and hospital phase through the
 * first year and beyond. The content is general information only; it is not
 * medical advice and repeatedly points readers back to their own clinicians.
 */

export interface TemplateChapter {
  title: string;
  summary: string;
  keyPoints: string[];
}

export interface LiteraryTemplate {
  id: "stroke-recovery";
  title: string;
  description: string;
  targetAudience: string;
  contentType: "recovery-guide";
  tone: "empathetic";
  industry: "healthcare";
  chapters: TemplateChapter[];
}

export const STROKE_RECOVERY_TEMPLATE: LiteraryTemplate = {
  id: "stroke-recovery",
  title: "The Stroke Recovery Roadmap",
  description:
    "A compassionate, practical companion for stroke survivors and the people who love them, from the first hours in hospital through the first year and beyond. " +
    "Each chapter explains what to expect in plain language, suggests questions to bring to the care team, and offers realistic ways to rebuild daily life. " +
    "It is general information only and is meant to support, never replace, the advice of each reader's own clinicians.",
  targetAudience:
    "Stroke survivors, their partners, families and caregivers, from the hospital stay through long-term life after stroke.",
  contentType: "recovery-guide",
  tone: "empathetic",
  industry: "healthcare",
  chapters: [
    // Part 1: The emergency and hospital phase
    {
      title: "When Stroke Strikes: Recognizing the Signs and Acting Fast",
      summary:
        "Explains the common warning signs of stroke and why calling emergency services immediately matters. Written so families can act quickly and confidently if it ever happens again.",
      keyPoints: [
        "Sudden face drooping, arm weakness or slurred speech are reasons to call emergency services at once.",
        "Note the time symptoms started or when the person was last seen well; the medical team will ask.",
        "Do not wait to see if symptoms pass; brief symptoms still need urgent medical assessment.",
      ],
    },
    {
      title: "The First 24 Hours: What Happens in Hospital",
      summary:
        "Walks through the early hospital hours and days: brain scans, monitoring, early checks and the urgent treatment decisions doctors may discuss. Helps families understand what they are seeing and what to ask.",
      keyPoints: [
        "A brain scan is usually done early to help the team understand what kind of stroke has happened.",
        "Some treatments depend on timing and stroke type; the medical team decides what is safe for each person.",
        "It is fine to ask staff to repeat or simplify explanations and to write down names and answers.",
      ],
    },
    {
      title: "Understanding Stroke Types in Plain Language",
      summary:
        "Describes the main kinds of stroke, blocked blood flow and bleeding in the brain, plus transient warning episodes, without medical jargon. Encourages readers to ask their own team which type applies to them.",
      keyPoints: [
        "A stroke happens when part of the brain loses its blood supply, either from a blockage or from bleeding.",
        "A mini-stroke or transient attack is a serious warning sign, even if symptoms fully disappear.",
        "Ask your care team to explain your specific diagnosis and what it means for your treatment.",
      ],
    },
    {
      title: "How the Brain Heals: Recovery and Neuroplasticity",
      summary:
        "Introduces the brain's ability to adapt and form new connections, and why practice and repetition matter in rehabilitation. Sets hopeful but honest expectations about recovery.",
      keyPoints: [
        "The brain can reorganize itself, and repeated, meaningful practice helps support that process.",
        "Every recovery is different; comparing yourself with others is rarely a fair measure.",
        "Your clinicians can help you understand what realistic progress may look like for you.",
      ],
    },
    {
      title: "Meet Your Rehab Team: Who Does What",
      summary:
        "Introduces the professionals who may be involved in recovery, from doctors and nurses to therapists, psychologists and social workers. Explains how survivors and families can be active members of the team.",
      keyPoints: [
        "Rehab teams often include doctors, nurses, physical, occupational and speech therapists, and social workers.",
        "You and your family are part of the team; your goals and knowledge of daily life matter.",
        "Ask who your main point of contact is and how to reach them with questions.",
      ],
    },
    {
      title: "Choosing the Next Step: Rehab Unit, Home or Care Setting",
      summary:
        "Explains the different places where rehabilitation may continue after the acute hospital stay and the factors teams weigh when recommending one. Helps families take part in that decision.",
      keyPoints: [
        "Options may include a rehab unit, therapy at home, outpatient visits or a care facility.",
        "Recommendations depend on medical needs, therapy goals, home setup and available support.",
        "Ask what each option involves day to day and what would need to change to move to the next step.",
      ],
    },
    {
      title: "Preparing for Discharge: Plans, Paperwork and Peace of Mind",
      summary:
        "Guides readers through leaving hospital: the discharge plan, medicines, follow-up appointments and equipment. Offers a checklist so nothing important is missed on a stressful day.",
      keyPoints: [
        "Before leaving, make sure you understand each medicine, its purpose and how to take it.",
        "Confirm follow-up appointments, therapy arrangements and who to call if problems arise.",
        "Ask which warning signs should prompt a call to the care team or emergency services.",
      ],
    },
    {
      title: "The First Weeks at Home",
      summary:
        "Describes the emotional and practical realities of coming home, from new routines to unexpected tiredness. Encourages pacing, patience and asking for help early.",
      keyPoints: [
        "Coming home can bring relief and worry at the same time; both feelings are normal.",
        "Simple routines and a visible schedule can make days feel more manageable.",
        "Raise new or worsening symptoms with your clinicians promptly rather than waiting.",
      ],
    },

    // Part 2: Therapy and physical recovery
    {
      title: "Physical Therapy: Rebuilding Strength, Movement and Balance",
      summary:
        "Explains what physical therapy aims to do and what sessions may involve. Shows how home practice between sessions, as guided by the therapist, supports progress.",
      keyPoints: [
        "Physical therapy focuses on strength, balance, movement and safe ways to get around.",
        "Home exercises work best when done as your therapist shows, not pushed beyond their advice.",
        "Tell your therapist about pain, dizziness or fear of falling so they can adjust the plan.",
      ],
    },
    {
      title: "Walking Again: Steps, Falls and Confidence",
      summary:
        "Looks at relearning to stand and walk, preventing falls and rebuilding confidence after a fall or near miss. Emphasizes safety and working at a pace set with the therapy team.",
      keyPoints: [
        "Progress in walking is often gradual, and many people use aids for a time or long term.",
        "Clear walkways, good lighting and sturdy footwear can help reduce the risk of falls.",
        "Ask your therapist to teach you and your family what to do if a fall happens.",
      ],
    },
    {
      title: "Occupational Therapy: Reclaiming Everyday Tasks",
      summary:
        "Describes how occupational therapy helps with washing, dressing, cooking and other daily activities. Highlights adapted techniques and tools that protect independence and dignity.",
      keyPoints: [
        "Occupational therapists focus on the daily activities that matter most to you.",
        "New techniques or simple tools can make tasks possible again, even if done differently.",
        "Share your own priorities, such as a hobby or role at home, so therapy reflects them.",
      ],
    },
    {
      title: "The Affected Arm and Hand",
      summary:
        "Addresses weakness or loss of control in the arm and hand, including positioning, protecting the shoulder and practicing use. Encourages following the therapist's specific guidance.",
      keyPoints: [
        "Careful positioning and support of a weak arm can help protect the shoulder.",
        "Regular, guided practice of arm and hand movements is often part of rehabilitation.",
        "Ask your therapist which activities are safe to practice at home and how often.",
      ],
    },
    {
      title: "Speech and Language Therapy: An Overview",
      summary:
        "Introduces the speech and language therapist's role in communication, voice, thinking skills and swallowing. Explains how assessments lead to a personal therapy plan.",
      keyPoints: [
        "Speech and language therapists help with speaking, understanding, reading, writing and swallowing.",
        "Difficulties with speech clarity and difficulties with language are different and treated differently.",
        "Family members can ask the therapist how best to support practice at home.",
      ],
    },
    {
      title: "Living with Aphasia: Finding New Ways to Communicate",
      summary:
        "Explains aphasia, a language difficulty that does not affect intelligence, and offers practical communication strategies for survivors and families. Focuses on patience, respect and inclusion.",
      keyPoints: [
        "Aphasia affects language, not intelligence; the person still knows what they want to say.",
        "Short sentences, extra time, gestures, pictures and writing can all help conversations.",
        "Include the person in decisions and conversations rather than talking over or around them.",
      ],
    },
    {
      title: "Swallowing Safely After Stroke",
      summary:
        "Describes swallowing difficulties, why they matter for safety and nutrition, and how assessments guide food and drink recommendations. Stresses following the team's advice exactly.",
      keyPoints: [
        "Coughing, choking or a wet-sounding voice while eating or drinking should be reported to the team.",
        "Any recommended food textures or drink consistencies should be followed until reviewed.",
        "Swallowing can change over time, so ask when and how it will be reassessed.",
      ],
    },
    {
      title: "Post-Stroke Fatigue: The Invisible Symptom",
      summary:
        "Explores the deep tiredness many survivors experience, how it differs from ordinary tiredness and how pacing can help. Encourages discussing fatigue openly with clinicians.",
      keyPoints: [
        "Fatigue after stroke is common and real, even when it is not visible to others.",
        "Planning rest breaks and spreading demanding tasks through the week can help.",
        "Mention fatigue to your clinicians, as sleep, mood or medicines may play a part.",
      ],
    },
    {
      title: "Spasticity and Muscle Stiffness",
      summary:
        "Explains muscle tightness and involuntary stiffness that some survivors develop, and the range of approaches professionals may consider. Helps readers describe changes clearly to their team.",
      keyPoints: [
        "Spasticity is increased muscle tightness that can affect comfort, movement and positioning.",
        "Stretching, positioning and other treatments may help; your team will advise what suits you.",
        "Report new stiffness, pain or changes in posture so they can be assessed early.",
      ],
    },
    {
      title: "Understanding and Managing Pain",
      summary:
        "Covers the different kinds of pain that can follow stroke, including shoulder pain, headaches and nerve-related pain. Encourages honest reporting and a shared plan with clinicians.",
      keyPoints: [
        "Pain after stroke can have several causes, and each may need a different approach.",
        "A simple pain diary can help you describe when pain happens and what affects it.",
        "Do not start, stop or combine pain medicines without checking with your clinicians.",
      ],
    },
    {
      title: "Vision Changes and Visual Neglect",
      summary:
        "Describes how stroke can affect sight, visual fields and attention to one side of space. Offers everyday strategies and explains why specialist assessment is important.",
      keyPoints: [
        "Stroke can cause blurred or double vision, loss of part of the visual field, or one-sided neglect.",
        "Simple changes, like placing items on the unaffected side, may help in daily life.",
        "Ask for a vision assessment if you notice problems, especially before considering driving.",
      ],
    },
    {
      title: "Thinking, Attention and Memory",
      summary:
        "Explains changes in concentration, memory, planning and processing speed that can follow stroke. Suggests practical aids and routines and encourages cognitive assessment where needed.",
      keyPoints: [
        "Changes in thinking and memory can be subtle and may only show up in busy or tiring situations.",
        "Calendars, lists, alarms and consistent routines can ease the load on memory.",
        "Ask your team about a cognitive assessment if thinking changes affect daily life.",
      ],
    },
    {
      title: "Bladder and Bowel Changes",
      summary:
        "Addresses a topic many people find hard to raise, including urgency, incontinence and constipation after stroke. Reassures readers that help is available and that they are not alone.",
      keyPoints: [
        "Bladder and bowel changes are common after stroke and nothing to be ashamed of.",
        "Regular routines, fluids and movement may help, as advised by your care team.",
        "Nurses and continence specialists can suggest practical support and products.",
      ],
    },

    // Part 3: Emotions, relationships and caregiving
    {
      title: "Emotions After Stroke: Grief, Frustration and Change",
      summary:
        "Explores the emotional impact of stroke, including grief for lost abilities, frustration and sudden emotional changes. Normalizes these feelings and points toward support.",
      keyPoints: [
        "Grief, anger, fear and frustration are understandable responses to a life-changing event.",
        "Some people experience sudden crying or laughing that is hard to control; clinicians can help.",
        "Talking with someone you trust, or a professional, can make heavy feelings easier to carry.",
      ],
    },
    {
      title: "Depression and Anxiety: Recognizing and Seeking Help",
      summary:
        "Describes signs of depression and anxiety after stroke and why they deserve the same attention as physical symptoms. Explains how to raise concerns and what support may be offered.",
      keyPoints: [
        "Persistent low mood, loss of interest or constant worry are worth discussing with a clinician.",
        "Depression and anxiety are treatable, and getting help can also support physical recovery.",
        "If someone has thoughts of self-harm, seek urgent help from emergency or crisis services.",
      ],
    },
    {
      title: "Relationships, Roles and Intimacy",
      summary:
        "Looks at how stroke can change relationships with partners, children and friends, including shifts in roles and intimacy, and how to explain stroke to younger family members. Encourages open conversation and reassures readers that questions about sex are welcome.",
      keyPoints: [
        "Roles within a family may shift after stroke, and talking openly helps everyone adjust.",
        "Intimacy can change but often remains possible; it is a normal topic to raise with clinicians.",
        "Ask your doctor if and when sexual activity is safe and whether medicines may affect it.",
      ],
    },
    {
      title: "For Caregivers: Caring Without Losing Yourself",
      summary:
        "Speaks directly to partners, relatives and friends who provide care, acknowledging the strain and offering ways to protect their own health. Highlights respite, boundaries and support networks.",
      keyPoints: [
        "Caregivers need rest, support and time for themselves to keep caring over the long term.",
        "Accepting help from others and asking about respite options is a strength, not a failure.",
        "Look after your own health, including your own check-ups and emotional wellbeing.",
      ],
    },

    // Part 4: Practical life
    {
      title: "Making Home Safer and Easier",
      summary:
        "Covers practical home adaptations, from rearranging furniture to bathroom changes, that support safety and independence. Encourages a home assessment by an occupational therapist.",
      keyPoints: [
        "An occupational therapist can assess your home and suggest changes that fit your needs.",
        "Grab rails, removing trip hazards and good lighting are common starting points.",
        "Small changes, like moving everyday items within reach, can make a big difference.",
      ],
    },
    {
      title: "Mobility Aids and Assistive Equipment",
      summary:
        "Introduces canes, walkers, wheelchairs, braces and other equipment, and explains why proper fitting and training matter. Helps readers see aids as tools for independence.",
      keyPoints: [
        "Mobility aids should be chosen and fitted with professional advice to be safe and useful.",
        "Using an aid is not giving up; it can help you do more and stay safer.",
        "Needs change over time, so ask for equipment to be reviewed as you progress.",
      ],
    },
    {
      title: "Getting Back Behind the Wheel: Driving After Stroke",
      summary:
        "Explains why driving needs careful assessment after stroke and the general steps that may be involved. Reminds readers that local rules vary and that medical clearance comes first.",
      keyPoints: [
        "Stroke can affect vision, reaction time and judgment, all of which matter for driving.",
        "Check with your doctor and local licensing rules before driving again.",
        "A specialist driving assessment or vehicle adaptations may be options where available.",
      ],
    },
    {
      title: "Returning to Work or Finding New Purpose",
      summary:
        "Guides readers through deciding whether and how to return to work, including phased returns and workplace adjustments. Also explores volunteering and other routes to meaningful activity.",
      keyPoints: [
        "A gradual, phased return with agreed adjustments can make going back to work more manageable.",
        "Talk with your clinicians about timing, and with your employer about practical support.",
        "If paid work is not right, volunteering, learning or hobbies can offer purpose and routine.",
      ],
    },
    {
      title: "Money Matters: Finances, Benefits and Practical Support",
      summary:
        "Offers a general, country-neutral overview of managing finances after stroke, from income changes to support schemes and legal planning. Points readers toward qualified local advisers.",
      keyPoints: [
        "Many places offer financial support or benefits for illness and disability; eligibility varies.",
        "Social workers, patient organizations and advice services can help you find what applies to you.",
        "Consider arranging trusted access to accounts and legal decision-making with proper advice.",
      ],
    },

    // Part 5: Preventing another stroke and staying well
    {
      title: "Preventing Another Stroke: Knowing Your Risk Factors",
      summary:
        "Explains the idea of secondary prevention and the common risk factors clinicians look at. Encourages readers to learn their own risk profile and prevention plan from their care team.",
      keyPoints: [
        "Reducing the chance of another stroke is a key part of long-term recovery.",
        "Common risk factors include high blood pressure, irregular heartbeat, diabetes and smoking.",
        "Ask your doctor which risk factors apply to you and what your personal plan is.",
      ],
    },
    {
      title: "Blood Pressure: Understanding Your Numbers",
      summary:
        "Describes why blood pressure matters after stroke, how it is measured and how home monitoring may help. Stresses that targets and treatment are set by each person's clinicians.",
      keyPoints: [
        "High blood pressure often has no symptoms, so regular checks are important.",
        "If your team suggests home monitoring, ask them to show you how to measure correctly.",
        "Your blood pressure target is personal; ask your clinician what yours is and why.",
      ],
    },
    {
      title: "Taking Medicines Well: Practical Adherence",
      summary:
        "Explains why medicines prescribed after stroke matter and offers practical ways to take them consistently. Encourages honest conversations about side effects and concerns.",
      keyPoints: [
        "Keep an up-to-date list of all medicines, including supplements, to share with every clinician.",
        "Pill organizers, alarms and linking doses to daily routines can help you remember.",
        "Never stop or change a medicine on your own; talk to your doctor or pharmacist first.",
      ],
    },
    {
      title: "Lifestyle Changes That Last",
      summary:
        "Looks at realistic, sustainable changes around smoking, alcohol, stress and daily habits. Focuses on small steps and support rather than blame.",
      keyPoints: [
        "Stopping smoking is one of the most helpful changes, and support services can make it easier.",
        "Ask your clinicians what is safe for you regarding alcohol, given your health and medicines.",
        "Small, steady changes are often easier to keep than big changes made all at once.",
      ],
    },
    {
      title: "Sleep and Rest for Recovery",
      summary:
        "Explores sleep problems after stroke, including insomnia and breathing difficulties at night, and simple habits that may help. Encourages raising sleep concerns with clinicians.",
      keyPoints: [
        "Good sleep supports mood, energy, thinking and the work of rehabilitation.",
        "Regular sleep times, a calm bedroom and limiting late caffeine may help.",
        "Loud snoring or pauses in breathing during sleep should be mentioned to your doctor.",
      ],
    },
    {
      title: "Eating Well After Stroke",
      summary:
        "Offers general principles for a balanced diet that supports heart and brain health, adapted to any swallowing or practical needs. Suggests involving a dietitian for personal advice.",
      keyPoints: [
        "A varied diet with plenty of vegetables, fruit and whole foods generally supports heart health.",
        "Follow any texture or fluid advice from your swallowing assessment before other diet changes.",
        "A dietitian can give advice tailored to your health conditions, medicines and preferences.",
      ],
    },
    {
      title: "Exercise for Life: Staying Active Safely",
      summary:
        "Explains why ongoing physical activity matters beyond formal therapy and how to find safe, enjoyable ways to move. Emphasizes getting clinical advice before starting new activities.",
      keyPoints: [
        "Regular activity can support strength, mood, balance and overall health.",
        "Check with your clinicians before starting new exercise, and build up gradually.",
        "Choose activities you enjoy, such as walking, seated exercise or group classes.",
      ],
    },

    // Part 6: Long-term recovery and life beyond
    {
      title: "Setting Goals That Keep You Moving Forward",
      summary:
        "Shows how to set meaningful, achievable goals and break them into small steps, working alongside the rehab team. Helps readers track progress they might otherwise overlook.",
      keyPoints: [
        "Goals that reflect what matters to you are more motivating than generic targets.",
        "Breaking big goals into small, specific steps makes progress easier to see.",
        "Review goals regularly with your team and adjust them as your needs change.",
      ],
    },
    {
      title: "Setbacks, Plateaus and Keeping Going",
      summary:
        "Addresses periods when progress seems to slow or stop, and setbacks such as illness or falls. Offers ways to stay motivated and explains when to seek a review.",
      keyPoints: [
        "Slower periods are a common part of recovery and do not mean improvement has ended.",
        "Changing routines, goals or types of practice can sometimes help restart progress.",
        "Sudden or unexplained decline needs prompt medical attention, not just patience.",
      ],
    },
    {
      title: "Technology and Everyday Aids",
      summary:
        "Introduces helpful technology, from reminder apps and voice assistants to communication aids and adapted devices. Encourages choosing tools that solve real daily problems.",
      keyPoints: [
        "Phones, tablets and smart devices can help with reminders, communication and safety.",
        "Accessibility settings such as larger text and voice control are often built in.",
        "Therapists can recommend tools suited to your needs before you spend money.",
      ],
    },
    {
      title: "Community, Peer Support and Connection",
      summary:
        "Explores stroke support groups, peer mentors, online communities and local activities that reduce isolation. Shows how shared experience can bring hope and practical tips.",
      keyPoints: [
        "Meeting others who have lived through stroke can reduce isolation and offer practical ideas.",
        "Support groups exist in person and online, for survivors and for caregivers.",
        "Advice from peers is valuable but should not replace guidance from your own clinicians.",
      ],
    },
    {
      title: "Marking Milestones: Looking Back on the First Year",
      summary:
        "Encourages readers to recognize how far they have come, reflect on lessons learned and celebrate milestones, large and small. Also acknowledges that anniversaries can stir mixed emotions.",
      keyPoints: [
        "Looking back at notes, photos or goals can reveal progress that is easy to miss day to day.",
        "Stroke anniversaries may bring mixed feelings; marking them in your own way is valid.",
        "A yearly review with your clinicians can help plan the next stage of recovery.",
      ],
    },
    {
      title: "Life Beyond the First Year: Living Well for the Long Term",
      summary:
        "Looks ahead to long-term life after stroke: continued improvement, ongoing prevention, identity and finding joy. Closes the guide with encouragement and a reminder to keep the care team close.",
      keyPoints: [
        "Many people continue to make gains and adapt well beyond the first year.",
        "Keep up regular check-ups and prevention habits as part of everyday life.",
        "Life after stroke can still hold purpose, connection and joy, even if it looks different.",
      ],
    },
  ],
};
