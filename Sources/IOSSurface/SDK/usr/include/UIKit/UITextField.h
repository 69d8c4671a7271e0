// https://developer.apple.com/documentation/uikit/uitextfield
// https://developer.apple.com/documentation/uikit/uitextfielddelegate
#import <UIKit/UIControl.h>
#import <UIKit/UIFont.h>
#import <UIKit/NSAttributedString.h>
NS_ASSUME_NONNULL_BEGIN

@protocol UITextFieldDelegate;

typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    UITextBorderStyleNone,
    UITextBorderStyleLine,
    UITextBorderStyleBezel,
    UITextBorderStyleRoundedRect
} NS_SWIFT_NAME(UITextField.BorderStyle);

/// An object that displays an editable text area in your interface.
NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl <NSCoding, UIContentSizeCategoryAdjusting>
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@property (nullable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIFont *font;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nonatomic) BOOL clearsOnBeginEditing;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@property (nullable, nonatomic, weak) id<UITextFieldDelegate> delegate;
@property (nonatomic, readonly, getter=isEditing) BOOL editing;
@end

NS_SWIFT_UI_ACTOR
@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

NS_ASSUME_NONNULL_END
