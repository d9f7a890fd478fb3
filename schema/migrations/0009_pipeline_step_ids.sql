-- Pipeline steps are stored by id, not by their English display name.
UPDATE `pipeline_steps` SET `name` = CASE `name`
  WHEN 'Market research' THEN 'market-research'
  WHEN 'Outline' THEN 'outline'
  WHEN 'First draft' THEN 'first-draft'
  WHEN 'Localization' THEN 'localization'
  WHEN 'Publishing checklist' THEN 'publishing-checklist'
  ELSE `name`
END;
